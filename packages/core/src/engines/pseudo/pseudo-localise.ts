// Pseudo-localisation: text that is still readable but visibly "translated", about a third longer and
// bracketed, so untranslated strings, truncation and broken placeholders show up in a rebuilt file.
import { splitProtectedSpans } from '../../segments';

const plainLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accentedLetters = Array.from('åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const accented = new Map(
  Array.from(plainLetters, (letter, index) => [letter, accentedLetters[index] ?? letter]),
);

/** Real languages run 30–40 % longer than English; 35 % makes layouts show where they will break. */
const lengthening = 0.35;
const fillerWords = 'ŏñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ'.split(' ');

function accentLetters(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accented.get(letter) ?? letter);
}

function accentOutsidePlaceholders(text: string): string {
  return splitProtectedSpans(text)
    .map((span) => (span.isProtected ? span.text : accentLetters(span.text)))
    .join('');
}

function fillerOfLength(length: number): string {
  let filler = '';
  for (let index = 0; filler.length < length; index += 1) {
    filler += `${filler ? ' ' : ''}${fillerWords[index % fillerWords.length]}`;
  }
  return filler.slice(0, length);
}

export function pseudoLocalise(text: string): string {
  const content = text.trim();
  if (!content) return text;
  const leading = text.slice(0, text.indexOf(content));
  const trailing = text.slice(leading.length + content.length);
  // The brackets and the space before the filler count towards the extra length.
  const fillerLength = Math.max(0, Math.round(content.length * lengthening) - 3);
  const filler = fillerLength > 0 ? ` ${fillerOfLength(fillerLength)}` : '';
  return `${leading}⟦${accentOutsidePlaceholders(content)}${filler}⟧${trailing}`;
}
