// Puts translations into a PO file: filled msgstrs and flags, the header's Language, Plural-Forms and
// (when the old charset cannot hold the translation) charset; every other line stays byte for byte.
import type { RebuildTarget } from '../format';
import type { TextEncoding } from '../txt/text-encoding';
import { type EntryTranslation, flagsEdit, msgstrEdit, pluralCountEdits } from './entry-edits';
import { placeholdersToMarkup } from './inline-markup';
import { applyLineEdits, type LineEdit, lineEndingOf } from './line-edits';
import { fieldOf, isHeader, type ParsedPo, type PoEntry } from './parse-po';
import { type PluralRule, pluralFormsHeader, pluralRuleFor } from './plural-forms';
import { encodeLosslessly, encodeUtf8 } from './po-encoding';
import { hasHeaderField, newHeader, updateHeader } from './po-header';
import { formatPoField } from './po-string';
import type { PoUnit } from './po-units';

export interface PoSkeleton {
  po: ParsedPo;
  units: PoUnit[];
  encoding: TextEncoding;
}

function translationsByEntry(units: readonly PoUnit[], translations: readonly string[]) {
  const byEntry = new Map<number, EntryTranslation>();
  units.forEach((unit, index) => {
    const text = placeholdersToMarkup(translations[index] ?? '', unit.markup);
    const current = byEntry.get(unit.entry) ?? { singular: text };
    byEntry.set(
      unit.entry,
      unit.form === 'plural' ? { ...current, plural: text } : { ...current, singular: text },
    );
  });
  return byEntry;
}

function entryEdits(
  po: ParsedPo,
  filled: Map<number, EntryTranslation>,
  rule: PluralRule,
  target: RebuildTarget,
) {
  return po.entries.flatMap((entry, index): LineEdit[] => {
    const ending = lineEndingOf(po.lines[entry.keywordLine]);
    const translation = filled.get(index);
    if (!translation) return isHeader(entry) ? [] : pluralCountEdits(entry, rule, ending);
    const flags = flagsEdit(entry, target.options.markFuzzy === true, ending);
    return [msgstrEdit(entry, translation, rule, ending), ...(flags ? [flags] : [])];
  });
}

function headerEdit(
  po: ParsedPo,
  rule: PluralRule,
  target: RebuildTarget,
  charset?: string,
): LineEdit | undefined {
  const header = po.entries.find(isHeader);
  const hasPlurals = po.entries.some((entry) => fieldOf(entry, 'msgid_plural'));
  const oldHeader = header ? msgstrOf(header) : '';
  const declaresRule = hasHeaderField(oldHeader, 'Plural-Forms');
  const changes = {
    language: target.to,
    ...((hasPlurals || declaresRule) && { pluralForms: pluralFormsHeader(rule) }),
    ...(charset && { charset }),
  };
  const ending = lineEndingOf(po.lines[header?.keywordLine ?? 0]);
  const lines = (keyword: string, value: string) =>
    formatPoField(keyword, value).map((line) => line + ending);
  if (!header) {
    if (!hasPlurals) return undefined;
    return {
      start: 0,
      end: 0,
      replacement: [...lines('msgid', ''), ...lines('msgstr', newHeader(changes)), ending],
    };
  }
  const updated = updateHeader(oldHeader, changes);
  if (updated === oldHeader) return undefined;
  const field = fieldOf(header, 'msgstr');
  if (!field) return undefined;
  return { start: field.firstLine, end: field.lastLine + 1, replacement: lines('msgstr', updated) };
}

function msgstrOf(entry: PoEntry): string {
  return fieldOf(entry, 'msgstr')?.value ?? '';
}

export function rebuildPo(
  skeleton: PoSkeleton,
  translations: readonly string[],
  target: RebuildTarget,
): Buffer {
  const { po, encoding } = skeleton;
  const rule = pluralRuleFor(target.to);
  const edits = entryEdits(po, translationsByEntry(skeleton.units, translations), rule, target);
  const render = (charset?: string) => {
    const header = headerEdit(po, rule, target, charset);
    return applyLineEdits(po.lines, header ? [...edits, header] : edits);
  };
  const inOwnEncoding = encodeLosslessly(render(), encoding);
  if (inOwnEncoding) return inOwnEncoding;
  // The old charset cannot hold the translation: UTF-8, and the header says so.
  return encodeUtf8(render('UTF-8'), encoding.bom);
}
