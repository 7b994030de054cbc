// What the DOCX tests read out of packages: parts as text, the words pseudo-localisation leaves only
// where it did not reach, and the words Verso keeps on purpose (URLs, codes, numbers).
import { SaxesParser } from 'saxes';
import type { Segment } from '../../segments';
import { splitProtectedSpans, stripPlaceholders } from '../../segments';
import { readPackage } from '../office-package';

export async function partTexts(input: Buffer): Promise<Map<string, string>> {
  const pkg = await readPackage(input, 'DOCX');
  return new Map(pkg.entries.map((entry) => [entry.name, entry.data.toString('utf8')]));
}

/** ASCII words of three letters or more: pseudo-localisation accents every letter it reaches. */
export const asciiWords = (text: string) => new Set(text.match(/[A-Za-z]{3,}/g) ?? []);

/** Words inside the spans the pipeline keeps as they are: URLs, e-mail addresses, codes. */
export function protectedWords(segments: readonly Segment[]): Set<string> {
  const kept = new Set<string>();
  for (const segment of segments) {
    for (const span of splitProtectedSpans(stripPlaceholders(segment.text))) {
      if (span.isProtected) for (const word of asciiWords(span.text)) kept.add(word);
    }
  }
  return kept;
}

/** The target-language marks Verso sets (and defaults it adds to hold them), removed to compare a part with its source. */
export const withoutLanguage = (xml: string) =>
  xml
    .replace(/<w:lang\b[^>]*\/>/g, '')
    .replace('<w:docDefaults><w:rPrDefault><w:rPr></w:rPr></w:rPrDefault></w:docDefaults>', '');

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => problems.push(error.message));
  parser.write(xml).close();
  return problems;
}
