// Puts translations into a PO file: filled msgstrs and flags, the header's Language, Plural-Forms and
// (when the old charset cannot hold the translation) charset; every other line stays byte for byte.
import type { RebuildTarget } from '../format';
import { placeholdersToMarkup } from '../inline-tags/inline-markup';
import type { TextEncoding } from '../text-files/text-encoding';
import { encodeLosslessly } from '../text-files/text-encoding';
import { type EntryTranslation, flagsEdit, msgstrEdit, pluralCountEdits } from './entry-edits';
import { applyLineEdits, compareEdits, type LineEdit, LineEditWriter } from './line-edits';
import { fieldOf, isHeader, type ParsedPo, type PoEntry } from './parse-po';
import { type PluralRule, pluralFormsHeader, pluralRuleFor } from './plural-forms';
import { encodeUtf8 } from './po-encoding';
import { hasHeaderField, newHeader, updateHeader } from './po-header';
import { lineEndingAt } from './po-lines';
import { formatPoField } from './po-string';
import type { PoUnit } from './po-units';

export interface PoSkeleton {
  po: ParsedPo;
  units: PoUnit[];
  encoding: TextEncoding;
}

/** Indexed by entry: an array, as every entry of a large catalogue is usually filled. */
type FilledEntries = (EntryTranslation | undefined)[];

function translationsByEntry(units: readonly PoUnit[], translations: readonly string[]): FilledEntries {
  const byEntry: FilledEntries = [];
  units.forEach((unit, index) => {
    const text = placeholdersToMarkup(translations[index] ?? '', unit.markup);
    const current = byEntry[unit.entry];
    // A plural form seen before its singular stands in for both until the singular comes.
    if (!current)
      byEntry[unit.entry] = unit.form === 'plural' ? { singular: text, plural: text } : { singular: text };
    else if (unit.form === 'plural') current.plural = text;
    else current.singular = text;
  });
  return byEntry;
}

interface RebuildContext {
  po: ParsedPo;
  filled: FilledEntries;
  rule: PluralRule;
  target: RebuildTarget;
}

/** The edits of one entry, in line order. */
function editsOfEntry({ po, filled, rule, target }: RebuildContext, index: number): LineEdit[] {
  const entry = po.entries[index] as PoEntry;
  const ending = lineEndingAt(po, entry.keywordLine);
  const translation = filled[index];
  if (!translation) return isHeader(entry) ? [] : pluralCountEdits(entry, rule, ending).sort(compareEdits);
  const edits = [msgstrEdit(entry, translation, rule, ending)];
  const flags = flagsEdit(entry, target.options.markFuzzy === true, ending);
  if (flags) edits.push(flags);
  return edits.sort(compareEdits);
}

/**
 * Writes the file entry by entry, the header's edit in its place. Undefined when an entry's edits
 * come before an earlier entry's (a comment between a msgid and its msgstr): all edits are sorted then.
 */
function renderInOrder(context: RebuildContext, header: LineEdit | undefined): string | undefined {
  const writer = new LineEditWriter(context.po);
  let pendingHeader = header;
  for (let index = 0; index < context.po.entries.length; index += 1) {
    for (const edit of editsOfEntry(context, index)) {
      // On equal lines the header's edit goes last, as it would in a stable sort of all edits.
      if (pendingHeader && compareEdits(pendingHeader, edit) < 0) {
        if (!writer.write(pendingHeader)) return undefined;
        pendingHeader = undefined;
      }
      if (!writer.write(edit)) return undefined;
    }
  }
  if (pendingHeader && !writer.write(pendingHeader)) return undefined;
  return writer.finish();
}

function renderSorted(context: RebuildContext, header: LineEdit | undefined): string {
  const edits = context.po.entries.flatMap((_, index) => editsOfEntry(context, index));
  return applyLineEdits(context.po, header ? [...edits, header] : edits);
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
  const ending = lineEndingAt(po, header?.keywordLine ?? 0);
  const lines = (keyword: string, value: string) => formatPoField(keyword, value, ending);
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
  const filled = translationsByEntry(skeleton.units, translations);
  const context: RebuildContext = { po, filled, rule, target };
  const render = (charset?: string) => {
    const header = headerEdit(po, rule, target, charset);
    return renderInOrder(context, header) ?? renderSorted(context, header);
  };
  const inOwnEncoding = encodeLosslessly(render(), encoding);
  if (inOwnEncoding) return inOwnEncoding;
  // The old charset cannot hold the translation: UTF-8, and the header says so.
  return encodeUtf8(render('UTF-8'), encoding.bom);
}
