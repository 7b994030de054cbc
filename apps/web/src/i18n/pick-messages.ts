// The part of a catalogue the browser needs: next-intl forwards every message to client components unless
// told otherwise, and most of the catalogue is read by server components only.
import type { AbstractIntlMessages } from 'next-intl';

function copyPath(from: AbstractIntlMessages, to: AbstractIntlMessages, path: string[], name: string) {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const value = from[key];
  // A misspelt namespace fails the page at once instead of showing raw keys in the browser.
  if (value === undefined) throw new Error(`The catalogue has no messages under "${name}".`);
  if (rest.length === 0 || typeof value === 'string') {
    to[key] = value;
    return;
  }
  const existing = to[key];
  const branch: AbstractIntlMessages = typeof existing === 'object' ? existing : {};
  to[key] = branch;
  copyPath(value, branch, rest, name);
}

/** Whole namespaces ("Header") or parts of one ("Home.drop"), in the catalogue's nesting. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) copyPath(messages, picked, namespace.split('.'), namespace);
  return picked;
}
