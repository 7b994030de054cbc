// Accents typed as commands (`caf\'e`, `\"{o}`, `\c{c}`) read as the letters they make, so engines see
// whole words. The spelling is remembered, and the same letter is written back the same way.
import type { TexReader } from './tex-reader';

const combiningMarks: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  v: '\u030c',
  u: '\u0306',
  H: '\u030b',
  k: '\u0328',
  r: '\u030a',
};

/** Letter-named accents only take a braced argument: `\c c` is too rare to be worth the ambiguity. */
const symbolAccent = /^['`^"~=.]$/;

export function isAccentCommand(name: string, next: string): boolean {
  return symbolAccent.test(name) || (name in combiningMarks && next === '{');
}

/** Reads the accented letter after the accent command; undefined (nothing consumed) when it is not one. */
export function readAccentedLetter(reader: TexReader, name: string): string | undefined {
  const mark = combiningMarks[name];
  if (!mark) return undefined;
  const base = /^(?:\{(\\i|\\j|[A-Za-z])\}|(\\i|\\j)(?![A-Za-z])|([A-Za-z]))/.exec(
    reader.source.slice(reader.at, reader.at + 6),
  );
  if (!base) return undefined;
  reader.at += base[0].length;
  const letter = base[1] ?? base[2] ?? base[3] ?? '';
  const plain = letter === '\\i' ? 'i' : letter === '\\j' ? 'j' : letter;
  return `${plain}${mark}`.normalize('NFC');
}
