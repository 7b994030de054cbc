// What the payment providers' test doubles share: reading a request's body, writing their little HTML
// pages, and keeping a run's keys in a file that the site's configuration and the double both read.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';

export async function readRequestBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The keys kept in `file`, made there by `make` first if it does not exist yet. */
export function keysKeptIn<K>(file: string, make: () => K): K {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as K;
  const keys = make();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
