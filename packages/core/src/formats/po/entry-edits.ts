// The edits that fill one entry: its msgstr lines (every plural form the target language has) and
// its flags (`fuzzy` removed, or added when the user wants a reviewer to confirm each translation).
import type { LineEdit } from './line-edits';
import { fieldOf, msgstrFields, type PoEntry } from './parse-po';
import { type PluralRule, singularFormIndex } from './plural-forms';
import { formatPoField } from './po-string';

export interface EntryTranslation {
  singular: string;
  plural?: string;
}

/** The lines from the first msgstr to the end of the last, found in one walk over the fields. */
function msgstrSpan(entry: PoEntry): { start: number; end: number } {
  let start = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const field of entry.fields) {
    if (field.keyword !== 'msgstr') continue;
    start = Math.min(start, field.firstLine);
    last = Math.max(last, field.lastLine);
  }
  return { start, end: last + 1 };
}

/** Replaces the entry's msgstr lines; a plural entry gets exactly the target language's forms. */
export function msgstrEdit(
  entry: PoEntry,
  translation: EntryTranslation,
  rule: PluralRule,
  ending: string,
): LineEdit {
  const { start, end } = msgstrSpan(entry);
  if (!fieldOf(entry, 'msgid_plural')) {
    return { start, end, replacement: formatPoField('msgstr', translation.singular, ending) };
  }
  const singularIndex = singularFormIndex(rule);
  const forms = Array.from({ length: rule.nplurals }, (_, index) =>
    formatPoField(
      `msgstr[${index}]`,
      index === singularIndex ? translation.singular : (translation.plural ?? translation.singular),
      ending,
    ),
  );
  return { start, end, replacement: forms.flat() };
}

export function flagsEdit(entry: PoEntry, markFuzzy: boolean, ending: string): LineEdit | undefined {
  // Nothing to change: no `fuzzy` to remove, or one already there when it is wanted.
  if (markFuzzy === entry.flags.includes('fuzzy')) return undefined;
  const others = entry.flags.filter((flag) => flag !== 'fuzzy');
  const wanted = markFuzzy ? ['fuzzy', ...others] : others;
  const replacement = wanted.length > 0 ? [`#, ${wanted.join(', ')}${ending}`] : [];
  if (entry.flagsLine !== undefined) return { start: entry.flagsLine, end: entry.flagsLine + 1, replacement };
  const before = entry.previousLine ?? entry.keywordLine;
  return { start: before, end: before, replacement };
}

/**
 * A translation kept from the file whose plural forms do not match the target language (French
 * forms, Russian target): extra forms are dropped, missing ones copy the last, and the entry is
 * marked fuzzy because those copies are guesses.
 */
export function pluralCountEdits(entry: PoEntry, rule: PluralRule, ending: string): LineEdit[] {
  const forms = msgstrFields(entry);
  if (!fieldOf(entry, 'msgid_plural') || forms.length === rule.nplurals) return [];
  const values = forms.map((field) => field.value);
  const { start, end } = msgstrSpan(entry);
  const lines = Array.from({ length: rule.nplurals }, (_, index) =>
    formatPoField(`msgstr[${index}]`, values[index] ?? values.at(-1) ?? '', ending),
  );
  const fuzzy = flagsEdit(entry, true, ending);
  return [{ start, end, replacement: lines.flat() }, ...(fuzzy ? [fuzzy] : [])];
}
