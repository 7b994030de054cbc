// Shared strings, inline strings and comments all hold Excel's rich strings: each one that reads as
// words becomes a segment filled back in as runs. A shared string is one segment however many cells
// show it, so it is translated once.
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { attribute, childElements, firstChild, type XmlElement } from '../xml-toolkit/xml-tree';
import { readRichText, renderRichText } from './rich-text';
import { isTranslatableText } from './translatable-text';
import type { TranslationPlan } from './translation-plan';

export interface PartText {
  plan: TranslationPlan;
  part: string;
  document: XmlDocument;
}

export function addRichText({ plan, part, document }: PartText, container: XmlElement, id: string): void {
  const rich = readRichText(document, container);
  if (!rich || !isTranslatableText(rich.plain)) return;
  plan.addText(
    part,
    document,
    { id, text: rich.paragraph.text, start: rich.start, end: rich.end },
    (translation) => renderRichText(translation, rich),
  );
}

export function addSharedStrings(text: PartText): void {
  childElements(text.document.root, 'si').forEach((item, index) => {
    addRichText(text, item, `${text.part}#${index}`);
  });
}

export function addComments(text: PartText): void {
  const list = firstChild(text.document.root, 'commentList');
  for (const comment of list ? childElements(list, 'comment') : []) {
    const body = firstChild(comment, 'text');
    if (body) addRichText(text, body, `${text.part}#${attribute(comment, 'ref') ?? ''}`);
  }
}

/** Threaded comments (Excel 365) are plain text, one <text> per comment or reply. */
export function addThreadedComments({ plan, part, document }: PartText): void {
  childElements(document.root, 'threadedComment').forEach((comment, index) => {
    const body = firstChild(comment, 'text');
    const value = body?.children.map((child) => (child.kind === 'text' ? child.value : '')).join('') ?? '';
    if (!body || body.selfClosing || !isTranslatableText(value)) return;
    plan.addText(
      part,
      document,
      { id: `${part}#${index}`, text: value, start: body.openEnd, end: body.closeStart },
      escapeText,
    );
  });
}
