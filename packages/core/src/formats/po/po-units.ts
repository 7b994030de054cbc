// Which entries of a PO file Verso fills, and the segments they become: the msgid, and for a plural
// entry its msgid_plural too. Entries a translator already finished are left alone unless asked.
import type { Segment } from '../../segments';
import type { FormatOptions } from '../format';
import { type MarkupMap, markupToPlaceholders } from './inline-markup';
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

const sourceFields = [
  { form: 'singular', keyword: 'msgid', suffix: '' },
  { form: 'plural', keyword: 'msgid_plural', suffix: '-plural' },
] as const;

export function selectUnits(entries: readonly PoEntry[], options: FormatOptions) {
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
      // msgctxt disambiguates the msgid (a "File" menu, a "file" noun); the nearest thing to it in the
      // segment model is the heading a text sits under.
      if (context) segment.context = { heading: context };
      segments.push(segment);
      units.push({ entry: index, form, markup });
    }
  });
  return { segments, units };
}
