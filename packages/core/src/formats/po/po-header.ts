// The header entry (msgid "") holds `Field: value` lines; a translated file must say its language,
// its plural rule and the charset it is written in.

export interface HeaderChanges {
  language: string;
  /** Written when the file has plural entries or already declared a rule. */
  pluralForms?: string;
  charset?: string;
}

function headerLines(header: string): string[] {
  return header.split(/(?<=\n)/).filter(Boolean);
}

function fieldIndex(lines: readonly string[], name: string): number {
  const prefix = `${name.toLowerCase()}:`;
  return lines.findIndex((line) => line.toLowerCase().startsWith(prefix));
}

function setField(lines: string[], name: string, value: string, after?: string): void {
  const line = `${name}: ${value}\n`;
  const existing = fieldIndex(lines, name);
  if (existing !== -1) {
    lines[existing] = line;
    return;
  }
  const anchor = after === undefined ? -1 : fieldIndex(lines, after);
  lines.splice(anchor === -1 ? lines.length : anchor + 1, 0, line);
}

function setCharset(lines: string[], charset: string): void {
  const index = fieldIndex(lines, 'Content-Type');
  const current = index === -1 ? undefined : lines[index];
  if (current?.includes('charset='))
    lines[index] = current.replace(/charset=[^\s;\\]*/, `charset=${charset}`);
  else setField(lines, 'Content-Type', `text/plain; charset=${charset}`);
}

export function hasHeaderField(header: string, name: string): boolean {
  return fieldIndex(headerLines(header), name) !== -1;
}

export function updateHeader(header: string, changes: HeaderChanges): string {
  const lines = headerLines(header);
  // A header whose last field lacks its `\n` would run into the one added after it.
  const last = lines.length - 1;
  if (last >= 0 && !lines[last]?.endsWith('\n')) lines[last] += '\n';
  setField(lines, 'Language', changes.language, 'Language-Team');
  if (changes.charset) setCharset(lines, changes.charset);
  if (changes.pluralForms) setField(lines, 'Plural-Forms', changes.pluralForms);
  return lines.join('');
}

/** For a file without a header that needs one (it has plural entries): the minimal header gettext accepts. */
export function newHeader(changes: HeaderChanges): string {
  return updateHeader(
    'MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n',
    changes,
  );
}
