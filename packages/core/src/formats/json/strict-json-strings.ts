// A fast, flat reader for the JSON most language files are: strict JSON without comments or trailing
// commas, nested no deeper than jsonc-parser is allowed to go. It finds the same strings as
// findJsonStrings' jsonc-parser walk in a fraction of the time; anything else (JSONC, errors, odd
// whitespace) makes it give up, and the jsonc-parser walk decides, so its messages stay as they were.

import type { KeyPath } from '../values/key-path';
import type { JsonString, JsonStrings } from './json-strings';

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const comma = 0x2c;
const colon = 0x3a;
const quote = 0x22;

// Sticky, so each one reads exactly at the position it is given.
// biome-ignore lint/suspicious/noControlCharactersInRegex: a raw control character ends the fast path.
const stringToken = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const scalarToken = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null/y;

/** Where the token the pattern reads at the position ends, or -1 when it does not read one there. */
function tokenEnd(pattern: RegExp, text: string, position: number): number {
  pattern.lastIndex = position;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** Past JSON's whitespace (space, tab, line feed, carriage return), a character at a time. */
function skipWhitespace(text: string, position: number): number {
  let next = position;
  for (;;) {
    const code = text.charCodeAt(next);
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return next;
    next += 1;
  }
}

const decoded = (raw: string) => (raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1));

/** The strings of a strict JSON text, or undefined when the text needs jsonc-parser's judgement. */
export function strictJsonStrings(text: string, maxDepth: number): JsonStrings | undefined {
  const strings: JsonString[] = [];
  const messageObjects = new Set<string>();
  const path: (string | number)[] = [];
  // Per open container, the path to it: the parent its values share.
  const parents: KeyPath[] = [];
  const containers: number[] = [];
  let position = 0;

  // Reads `"key":` at the position, records it as the last step of the path; false when it is not there.
  const readKey = (): boolean => {
    position = skipWhitespace(text, position);
    const end = tokenEnd(stringToken, text, position);
    if (end < 0) return false;
    const key = decoded(text.slice(position, end));
    if (key === 'message') messageObjects.add(JSON.stringify(path.slice(0, -1)));
    path[path.length - 1] = key;
    position = skipWhitespace(text, end);
    if (text.charCodeAt(position) !== colon) return false;
    position += 1;
    return true;
  };

  for (;;) {
    // A value starts here.
    position = skipWhitespace(text, position);
    const first = text.charCodeAt(position);
    if (first === openBrace || first === openBracket) {
      containers.push(first);
      if (containers.length > maxDepth) return undefined;
      position = skipWhitespace(text, position + 1);
      const empty = text.charCodeAt(position) === (first === openBrace ? closeBrace : closeBracket);
      if (empty) {
        containers.pop();
        position += 1;
      } else {
        parents.push(path.slice());
        path.push(0);
        if (first === openBrace && !readKey()) return undefined;
        continue;
      }
    } else if (first === quote) {
      const end = tokenEnd(stringToken, text, position);
      if (end < 0) return undefined;
      const raw = text.slice(position, end);
      const parent = parents.at(-1) ?? [];
      strings.push({ parent, key: path.at(-1), value: decoded(raw), offset: position, raw });
      position = end;
    } else {
      position = tokenEnd(scalarToken, text, position);
      if (position < 0) return undefined;
    }

    // After a value: close containers until a comma leads to the next value, or the text ends.
    for (;;) {
      position = skipWhitespace(text, position);
      const container = containers.at(-1);
      if (container === undefined) return position === text.length ? { strings, messageObjects } : undefined;
      const next = text.charCodeAt(position);
      if (next === comma) {
        position += 1;
        if (container === openBrace) {
          if (!readKey()) return undefined;
        } else {
          path[path.length - 1] = (path.at(-1) as number) + 1;
        }
        break;
      }
      if (next !== (container === openBrace ? closeBrace : closeBracket)) return undefined;
      containers.pop();
      parents.pop();
      path.pop();
      position += 1;
    }
  }
}
