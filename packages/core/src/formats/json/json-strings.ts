// Finds every string value of a JSON (or JSONC) text with its key path and its exact place in the text,
// so a translation can be written over it and nothing else moves.
import { createScanner, type JSONPath, visit } from 'jsonc-parser';
import type { KeyedValue } from '../values/key-path';
import { jsonSyntaxError, jsonTooDeepError } from './json-syntax-error';
import { strictJsonStrings } from './strict-json-strings';

export interface JsonString extends KeyedValue {
  /** Where the quoted string, quotes included, starts in the text. */
  offset: number;
  /** The quoted string as written, escapes and all. */
  raw: string;
}

export interface JsonStrings {
  strings: JsonString[];
  /** Paths of the objects that have a `message` key: Chrome `messages.json` entries. */
  messageObjects: Set<string>;
}

const maxDepth = 256;

// jsonc-parser parses recursively: a hostile `[[[[…` would overflow the stack, so depth is measured
// first with its (flat) scanner.
function assertShallow(text: string): void {
  const scanner = createScanner(text, true);
  let depth = 0;
  // The token's first character rather than SyntaxKind: its const enum cannot be read under isolatedModules.
  while (scanner.getPosition() < text.length) {
    scanner.scan();
    const token = text.charAt(scanner.getTokenOffset());
    if (token === '{' || token === '[') depth += 1;
    if (token === '}' || token === ']') depth -= 1;
    if (depth > maxDepth) throw jsonTooDeepError(maxDepth);
  }
}

export const pathKey = (path: JSONPath | KeyedValue['parent']) => JSON.stringify(path);

export function findJsonStrings(text: string): JsonStrings {
  const strict = strictJsonStrings(text, maxDepth);
  if (strict) return strict;
  assertShallow(text);
  const strings: JsonString[] = [];
  const messageObjects = new Set<string>();
  visit(
    text,
    {
      onObjectProperty(property, _offset, _length, _line, _character, pathSupplier) {
        if (property === 'message') messageObjects.add(pathKey(pathSupplier()));
      },
      onLiteralValue(value, offset, length, _line, _character, pathSupplier) {
        if (typeof value !== 'string') return;
        const path = pathSupplier();
        const raw = text.slice(offset, offset + length);
        strings.push({ parent: path.slice(0, -1), key: path.at(-1), value, offset, raw });
      },
      onError(code, _offset, _length, startLine, startCharacter) {
        throw jsonSyntaxError(code, startLine, startCharacter);
      },
    },
    { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false },
  );
  return { strings, messageObjects };
}
