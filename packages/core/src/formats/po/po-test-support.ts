// What the PO tests check an output file with: gettext's own validator, and a reading of the entries
// through the format's parser to compare the source side and the msgstrs with the input's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fieldOf, isHeader, msgstrFields, type ParsedPo, parsePo } from './parse-po';
import { decodePo } from './po-encoding';

/** `msgfmt --check`'s complaints, or '' when gettext accepts the file (warnings about the header aside). */
export function msgfmtErrors(file: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'verso-po-'));
  try {
    const path = join(dir, 'file.po');
    writeFileSync(path, file);
    execFileSync('msgfmt', ['--check', '-o', '/dev/null', path], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readPo(file: Buffer): ParsedPo {
  return parsePo(decodePo(file).text);
}

/** The file without its msgstr lines, flag lines and header: what translating must never change. */
export function sourceSide(po: ParsedPo): string {
  const skipped = new Set<number>();
  for (const entry of po.entries) {
    if (entry.flagsLine !== undefined) skipped.add(entry.flagsLine);
    const fields = isHeader(entry) ? entry.fields : msgstrFields(entry);
    for (const field of fields)
      for (let line = field.firstLine; line <= field.lastLine; line += 1) skipped.add(line);
  }
  return po.lines
    .filter((_, index) => !skipped.has(index))
    .map((line) => line.replace(/\r?\n$/, ''))
    .join('\n');
}

export interface EntryView {
  msgctxt?: string;
  msgid: string;
  msgidPlural?: string;
  msgstr: string[];
  flags: string[];
}

export function entryViews(po: ParsedPo): EntryView[] {
  return po.entries
    .filter((entry) => !isHeader(entry))
    .map((entry) => ({
      msgctxt: fieldOf(entry, 'msgctxt')?.value,
      msgid: fieldOf(entry, 'msgid')?.value ?? '',
      msgidPlural: fieldOf(entry, 'msgid_plural')?.value,
      msgstr: msgstrFields(entry).map((field) => field.value),
      flags: entry.flags,
    }));
}

export function headerOf(po: ParsedPo): string {
  const header = po.entries.find(isHeader);
  return header ? (msgstrFields(header)[0]?.value ?? '') : '';
}
