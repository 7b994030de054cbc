// For tests: reads an XLIFF file on its own terms (not through the format's extraction), so a rebuilt
// file can be checked unit by unit: one target each, the source's inline codes, the source's text.
import { parseXml } from '../xml-toolkit/safe-xml';
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  localName,
  type XmlElement,
} from '../xml-toolkit/xml-tree';

export interface UnitView {
  id: string;
  /** The source, and 1.2's `<seg-source>` when the unit has one: a target may follow either. */
  sources: XmlElement[];
  targets: XmlElement[];
  /** `translate="no"`, no text, or an approved target. */
  leftAlone: boolean;
  /** The element that carries the translated state: 2.0's `<segment>`, 1.2's `<target>`. */
  stateHolder?: XmlElement;
}

const codeHolders = new Set(['ph', 'bpt', 'ept', 'it']);

/** The text a reader sees, codes' own content left out. */
export function plainText(element: XmlElement): string {
  return element.children
    .map((child) => {
      if (child.kind === 'text' || child.kind === 'cdata') return child.value;
      if (child.kind === 'element' && !codeHolders.has(localName(child))) return plainText(child);
      return '';
    })
    .join('');
}

/** Inline codes by name and id, sorted; segmentation markers are not codes. */
export function inlineCodes(element: XmlElement): string[] {
  return descendants(element)
    .filter((code) => !(localName(code) === 'mrk' && attribute(code, 'mtype') === 'seg'))
    .map((code) => `${localName(code)}#${attribute(code, 'id') ?? attribute(code, 'startRef') ?? ''}`)
    .sort();
}

function view(unit: XmlElement, holder: XmlElement, skipped: boolean, approvedStates: string[]): UnitView {
  const sources = [firstChild(holder, 'source'), firstChild(holder, 'seg-source')].filter(
    (source): source is XmlElement => source !== undefined,
  );
  const targets = childElements(holder, 'target');
  const filled = targets[0] !== undefined && targets[0].children.length > 0;
  const stateOf = holder === unit ? attribute(targets[0] ?? unit, 'state') : attribute(holder, 'state');
  const approved =
    filled && (attribute(unit, 'approved') === 'yes' || approvedStates.includes(stateOf ?? ''));
  const noText = sources.every((source) => plainText(source).trim() === '');
  const stateHolder = holder === unit ? targets[0] : holder;
  return {
    id: attribute(unit, 'id') ?? '',
    sources,
    targets,
    leftAlone: skipped || noText || approved,
    stateHolder,
  };
}

function collect(element: XmlElement, version2: boolean, skipped: boolean): UnitView[] {
  const translate = attribute(element, 'translate');
  const off = translate === undefined ? skipped : translate === 'no';
  const name = localName(element);
  if (!version2 && name === 'trans-unit') return [view(element, element, off, ['final', 'signed-off'])];
  if (version2 && name === 'unit') {
    return childElements(element, 'segment').map((segment) =>
      view(element, segment, off, ['final', 'reviewed']),
    );
  }
  return childElements(element).flatMap((child) => collect(child, version2, off));
}

export function xliffUnits(input: Buffer): { root: XmlElement; version2: boolean; units: UnitView[] } {
  const { root } = parseXml(input, 'XLIFF');
  const version2 = (attribute(root, 'version') ?? '').startsWith('2');
  return { root, version2, units: collect(root, version2, false) };
}

/** The file without its targets and the attributes a translation sets: what must not change. */
export function sourceSide(xml: string): string {
  return xml
    .replace(/\s*<(\w+:)?target\b[^>]*?(\/>|>[\s\S]*?<\/(\w+:)?target>)/g, '')
    .replace(/\s(state|target-language|trgLang)=("[^"]*"|'[^']*')/g, '');
}
