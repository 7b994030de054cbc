// What the tests read in a presentation, independently of the format's own extraction: the text of
// every run, chart value, alternative text and document property, with whether the run is bold.
import { referencedCharacter } from '../../markup/character-references';
import { findEntry, type OfficePackage } from '../office-package';
import { isFileName } from './part-texts';

export interface VisibleText {
  part: string;
  text: string;
  bold: boolean;
}

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos|#x?[0-9a-f]+);/gi,
    (_, name: string) => referencedCharacter(name) ?? '',
  );

const patterns: [RegExp, (match: RegExpMatchArray) => VisibleText['bold']][] = [
  [
    /<a:r>(?:<a:rPr([^>]*?)(?:\/>|>.*?<\/a:rPr>))?<a:t>([^<]*)<\/a:t><\/a:r>/gs,
    (match) => / b="1"/.test(match[1] ?? ''),
  ],
  [/<c:pt idx="\d+"><c:v>()([^<]*)<\/c:v>/g, () => false],
  [/\sdescr="()([^"]*)"/g, () => false],
  [/<dc:(?:title|subject)>()([^<]*)</g, () => false],
];

const isTextPart = (name: string) => /^ppt\/.*\.xml$/.test(name) || name === 'docProps/core.xml';

export function visibleTexts(pkg: OfficePackage): VisibleText[] {
  return pkg.entries
    .filter((entry) => isTextPart(entry.name))
    .flatMap((entry) => {
      const xml = entry.data.toString('utf8');
      return patterns.flatMap(([pattern, bold]) =>
        Array.from(xml.matchAll(pattern), (match) => ({
          part: entry.name,
          text: decode(match[2] ?? ''),
          bold: bold(match),
        })).filter((text) => !isFileName(text.text)),
      );
    });
}

/** `fontScale` values of every `<a:normAutofit>` in the part, as percentages. */
export function fontScales(xml: string): number[] {
  return Array.from(xml.matchAll(/<a:normAutofit fontScale="(\d+)"/g), (match) => Number(match[1]) / 1000);
}

/** A part's text, or '' when the package has no such part. */
export const partText = (pkg: OfficePackage, name: string) =>
  findEntry(pkg, name)?.data.toString('utf8') ?? '';
