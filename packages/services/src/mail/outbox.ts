// The local outbox: without an SMTP server the site's mails are kept as files under DATA_DIR/outbox, one
// per mail, readable by the operator only (a sign-in link in it signs in as its addressee).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Writes the mail as plain text (headers, a blank line, the body) and returns the file's path. */
export async function keepInOutbox(outboxDir: string, mail: OutboxMail, now = new Date()): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  // Sortable by time, unique within it: the newest mail is the last in a listing.
  const file = join(outboxDir, `${now.toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.txt`);
  const content = [`To: ${mail.to}`, `Subject: ${mail.subject}`, `Date: ${now.toUTCString()}`, '', mail.text];
  await writeFile(file, `${content.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/** The outbox's mails to `address`, oldest first, as their file contents (tests and the CLI read them). */
export async function outboxMailsTo(outboxDir: string, address: string): Promise<string[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  const contents = await Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
  const to = `to: ${address.toLowerCase()}\n`;
  return contents.filter((content) => content.toLowerCase().startsWith(to));
}
