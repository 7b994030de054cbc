// What the XLSX tests read out of packages: parts as text, the runs of rich strings with their
// formatting, and the words a rebuilt workbook may keep because Verso leaves them as they are.
import { type OfficePackage, readPackage } from '../office-package';
import { isTranslatableSheetName } from './sheet-names';
import { isTranslatableText } from './translatable-text';

export async function partTexts(input: Buffer): Promise<Map<string, string>> {
  const pkg: OfficePackage = await readPackage(input, 'XLSX');
  return new Map(pkg.entries.map((entry) => [entry.name, entry.data.toString('utf8')]));
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every formatted run (`<r><rPr>…</rPr><t>…</t></r>`) of a part: its formatting and its text. */
export function formattedRuns(xml: string): { style: string; text: string }[] {
  const runs = xml.matchAll(
    /<(?:\w+:)?r>(<(?:\w+:)?rPr\b(?:[^>]*\/>|[\s\S]*?<\/(?:\w+:)?rPr>))<(?:\w+:)?t\b[^>]*>([^<]*)</g,
  );
  return [...runs].map(([, style = '', text = '']) => ({ style, text: decode(text) }));
}

/** ASCII words of three letters or more: what pseudo-localisation leaves only where it did not reach. */
export const asciiWords = (text: string) => new Set(text.match(/[A-Za-z]{3,}/g) ?? []);

/** Booleans and error values (`#DIV/0!`) are values, which a spreadsheet shows in its own words. */
const spreadsheetValueWords = ['TRUE', 'FALSE', 'DIV', 'REF', 'NAME', 'VALUE', 'NUM', 'NULL'];

/** Words of the texts Verso keeps on purpose: codes, numbers, URLs and e-mail addresses, kept names. */
export function keptWords(parts: ReadonlyMap<string, string>): Set<string> {
  const kept = new Set(spreadsheetValueWords);
  for (const [name, xml] of parts) {
    if (!name.endsWith('.xml')) continue;
    for (const [, value = ''] of xml.matchAll(/<(?:\w+:)?[tv]\b[^>]*>([^<]*)</g)) {
      if (!isTranslatableText(decode(value))) for (const word of asciiWords(decode(value))) kept.add(word);
    }
    for (const [, sheet = ''] of xml.matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)) {
      if (!isTranslatableSheetName(decode(sheet)))
        for (const word of asciiWords(decode(sheet))) kept.add(word);
    }
  }
  return kept;
}
