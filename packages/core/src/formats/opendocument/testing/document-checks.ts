// What the tests compare between a document and its translation: the parts' XML without the
// language attributes a rebuild sets, the words a reader sees, the words Verso keeps on purpose
// (fields, numbers, protected spans, computed cells), and the span formatting around words.
import { splitProtectedSpans } from '../../../segments';
import type { DocumentFormat } from '../../format';
import { parsePart, readPackage } from '../../office-package';
import type { XmlElement, XmlNode } from '../../xml-toolkit/xml-tree';
import { codeStyles } from '../code-styles';
import type { OpenDocumentSkeleton } from '../extract-opendocument';
import { OdfNames } from '../odf-names';
import { textStyleNames } from '../text-styles';
import type { SourceRange, Unit } from '../units';

export async function xmlParts(input: Buffer): Promise<Map<string, string>> {
  const pkg = await readPackage(input, 'OpenDocument');
  return new Map(
    pkg.entries
      .filter((entry) => entry.name.endsWith('.xml'))
      .map((entry) => [entry.name, entry.data.toString('utf8')]),
  );
}

/** The part without the attributes and elements that carry the document's language. */
export function withoutLanguage(xml: string): string {
  return xml
    .replace(
      /\s(?:fo:language|fo:country|style:(?:language|country)-(?:asian|complex)|style:writing-mode)="[^"]*"/g,
      '',
    )
    .replace(/<dc:language>[^<]*<\/dc:language>/g, '');
}

export function asciiWords(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z]{2,}/g) ?? []);
}

function textNodes(element: XmlElement): XmlNode[] {
  return element.children.flatMap((child) =>
    child.kind === 'element' ? textNodes(child) : child.kind === 'text' ? [child] : [],
  );
}

function addWords(words: Set<string>, text: string): void {
  for (const word of asciiWords(text)) words.add(word);
}

/** True when the text node's innermost enclosing range is a unit's content, not a code inside it. */
function isTranslated(node: XmlNode, units: readonly Unit[]): boolean {
  let innermost: { size: number; translated: boolean } | undefined;
  const consider = (range: SourceRange, translated: boolean) => {
    const size = range.end - range.start;
    if (range.start <= node.start && node.end <= range.end && (!innermost || size < innermost.size)) {
      innermost = { size, translated };
    }
  };
  for (const unit of units) {
    if (unit.kind !== 'paragraph' && unit.kind !== 'plain') continue;
    consider({ start: unit.element.openEnd, end: unit.element.closeStart }, true);
    for (const markup of unit.markups) consider(markup.range, false);
  }
  return innermost?.translated === true;
}

/** The words of a document that are not translated on purpose: fields, numbers, codes, computed cells. */
export async function keptWords(format: DocumentFormat, input: Buffer): Promise<Set<string>> {
  const { segments, skeleton } = await format.extract(input, {});
  // LibreOffice writes its own error values where a formula fails (#NAME?, #VALUE!, Err:502).
  const kept = new Set<string>(['NAME', 'VALUE', 'REF', 'DIV', 'NA', 'Err']);
  for (const segment of segments) {
    for (const span of splitProtectedSpans(segment.text)) if (span.isProtected) addWords(kept, span.text);
  }
  const { parts, pkg } = skeleton as OpenDocumentSkeleton;
  const visible = pkg.entries.filter((entry) =>
    /^(content|styles|meta)\.xml$|^[^/]+\/content\.xml$/.test(entry.name),
  );
  for (const entry of visible) {
    const part = parts.find((candidate) => candidate.name === entry.name);
    const document = part?.document ?? parsePart(pkg, entry.name, 'OpenDocument');
    for (const node of document ? textNodes(document.root) : []) {
      if (node.kind === 'text' && !isTranslated(node, part?.units ?? [])) addWords(kept, node.value);
    }
  }
  return kept;
}

const spanAroundLetters = /<text:span text:style-name="([^"]+)">[^<]*\p{L}/gu;
// Pseudo-translation turns every ASCII letter into an accented one.
const spanAroundPseudoLetters = /<text:span text:style-name="([^"]+)">[^<]*[^\p{ASCII}\P{L}]/gu;

/** The style names of spans that hold letters (pseudo-translated ones with `pseudo`), as written. */
export function spanStyles(xml: string, pseudo = false): Set<string> {
  const pattern = pseudo ? spanAroundPseudoLetters : spanAroundLetters;
  return new Set(Array.from(xml.matchAll(pattern), (match) => match[1] as string));
}

/**
 * Span style names that hold letters in `xml`, each mapped to the style of the same formatting; code
 * spans (Source Text), which are kept as written, are left out.
 */
export function canonicalSpanStyles(xml: string, root: XmlElement): Set<string> {
  const names = new OdfNames(root);
  const canonicalNames = textStyleNames(root, names);
  const code = codeStyles(root, names).spans;
  const styles = new Set<string>();
  for (const style of spanStyles(xml)) {
    const canonical = canonicalNames.get(style) ?? style;
    if (canonical !== '' && !code.has(style)) styles.add(canonical);
  }
  return styles;
}
