// Where a translation goes: into the existing `<target>` (or `<mrk>` of a segmented target), or into a
// new `<target>` written after the source on a line of its own with the source's indentation.
import { openingOf, setAttribute } from '../xml-toolkit/open-tag';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { prefixOf } from '../xml-toolkit/xml-tree';

export interface TargetPlan {
  /** The range replaced: the existing element, or an empty range where a new one goes. */
  start: number;
  end: number;
  /** What comes before the open tag: a line break and indentation for a new target. */
  lead: string;
  open: string;
  close: string;
  /** XLIFF 1.x marks the target itself `state="translated"`. */
  markState: boolean;
  /** The existing target names its language (`xml:lang`), which becomes the new target language. */
  namesLanguage: boolean;
}

/** Fills an element that is already there, keeping its open tag (even when it was `<target/>`). */
export function fillElement(text: string, element: XmlElement, markState: boolean): TargetPlan {
  const { start, end } = element;
  const namesLanguage = element.attributes['xml:lang'] !== undefined;
  if (element.selfClosing) {
    const open = openingOf(text.slice(start, end));
    return { start, end, lead: '', open, close: `</${element.name}>`, markState, namesLanguage };
  }
  const open = text.slice(start, element.openEnd);
  return { start, end, lead: '', open, close: text.slice(element.closeStart, end), markState, namesLanguage };
}

/** A line break and the indentation of `element`'s line, or nothing when it shares its line. */
function leadOf(text: string, element: XmlElement): string {
  const lineStart = text.lastIndexOf('\n', element.start - 1);
  const indentation = text.slice(lineStart + 1, element.start);
  if (lineStart < 0 || /\S/.test(indentation)) return '';
  return `${text[lineStart - 1] === '\r' ? '\r\n' : '\n'}${indentation}`;
}

/** A new `<target>` after `after` (the source, or 1.2's seg-source), in the source's namespace prefix. */
export function newTarget(text: string, after: XmlElement, markState: boolean): TargetPlan {
  const name = `${prefixOf(after)}target`;
  return {
    start: after.end,
    end: after.end,
    lead: leadOf(text, after),
    open: `<${name}>`,
    close: `</${name}>`,
    markState,
    namesLanguage: false,
  };
}

export function writeTarget(plan: TargetPlan, content: string, language: string): string {
  const marked = plan.markState ? setAttribute(plan.open, 'state', 'translated') : plan.open;
  const open = plan.namesLanguage ? setAttribute(marked, 'xml:lang', language) : marked;
  return `${plan.lead}${open}${content}${plan.close}`;
}
