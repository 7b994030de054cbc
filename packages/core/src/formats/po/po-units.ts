// Which entries of a PO file Verso fills, and the segments they become: the msgid, and for a plural
// entry its msgid_plural too. Entries a translator already finished are left alone unless asked. A
// monolingual file (each msgid a key such as `menu.open`, the text itself in the msgstr) has its
// msgstrs translated in place instead.
import type { Segment } from '../../segments';
import type { FormatOptions } from '../format';
import { type MarkupMap, markupToPlaceholders } from '../inline-tags/inline-markup';
import { fieldOf, isHeader, type PoEntry } from './parse-po';

export interface PoUnit {
  entry: number;
  form: 'singular' | 'plural';
  markup: MarkupMap;
}

/** Translated means every form filled and no `fuzzy` flag: a fuzzy msgstr is a guess awaiting review. */
export function isTranslated(entry: PoEntry): boolean {
  let forms = 0;
  for (const field of entry.fields) {
    if (field.keyword !== 'msgstr') continue;
    if (field.value === '') return false;
    forms += 1;
  }
  return forms > 0 && !entry.flags.includes('fuzzy');
}

function isFillable(entry: PoEntry, options: FormatOptions): boolean {
  if (isHeader(entry) || fieldOf(entry, 'msgid')?.value === '') return false;
  return options.overwriteExisting === true || !isTranslated(entry);
}

/** `menu.file_open`, `name100`, `errors/not-found`: an identifier, not a sentence. */
const keyLike = /^[\p{L}\p{N}_.:/[\]-]+$/u;

/**
 * Monolingual: every entry but the header has a key for msgid, a filled msgstr that differs from it,
 * and no plural (gettext's own files always carry the source text in msgid).
 */
export function isMonolingual(entries: readonly PoEntry[]): boolean {
  const body = entries.filter((entry) => !isHeader(entry));
  return (
    body.length > 0 &&
    body.every((entry) => {
      const msgid = fieldOf(entry, 'msgid')?.value ?? '';
      const msgstr = fieldOf(entry, 'msgstr')?.value ?? '';
      return (
        keyLike.test(msgid) && msgstr.trim() !== '' && msgstr !== msgid && !fieldOf(entry, 'msgid_plural')
      );
    })
  );
}

function monolingualUnits(entries: readonly PoEntry[]) {
  const segments: Segment[] = [];
  const units: PoUnit[] = [];
  entries.forEach((entry, index) => {
    if (isHeader(entry)) return;
    const { text, markup } = markupToPlaceholders(fieldOf(entry, 'msgstr')?.value ?? '');
    segments.push({ id: `line${entry.keywordLine + 1}`, text });
    units.push({ entry: index, form: 'singular', markup });
  });
  return { segments, units };
}

const sourceFields = [
  { form: 'singular', keyword: 'msgid', suffix: '' },
  { form: 'plural', keyword: 'msgid_plural', suffix: '-plural' },
] as const;

export function selectUnits(entries: readonly PoEntry[], options: FormatOptions) {
  if (isMonolingual(entries)) return monolingualUnits(entries);
  const segments: Segment[] = [];
  const units: PoUnit[] = [];
  entries.forEach((entry, index) => {
    if (!isFillable(entry, options)) return;
    const context = fieldOf(entry, 'msgctxt')?.value;
    for (const { form, keyword, suffix } of sourceFields) {
      const field = fieldOf(entry, keyword);
      if (!field) continue;
      const { text, markup } = markupToPlaceholders(field.value);
      const segment: Segment = { id: `line${entry.keywordLine + 1}${suffix}`, text };
      // msgctxt disambiguates the msgid (a "File" menu, a "file" noun).
      if (context) segment.context = { disambiguation: context };
      segments.push(segment);
      units.push({ entry: index, form, markup });
    }
  });
  return { segments, units };
}
