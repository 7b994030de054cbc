// A fast, line-by-line reader for the YAML most locale files are: one document of nested block
// mappings with plain keys, whose values are one-line scalars, literal blocks or one-line `[…]` lists.
// It finds the same strings as the yaml library in a fraction of the time; anything else (sequences,
// anchors, tags, folded or multi-line scalars, tabs, CRLF, errors) makes it give up, and the library
// decides, so its results and messages stay as they were.
import type { KeyPath } from '../values/key-path';
import { isLanguageRootKey, type RootKey } from './rails-root-key';
import {
  readBlockPlain,
  readDoubleQuoted,
  readFlowPlain,
  readLiteralBlock,
  readSingleQuoted,
  type ScalarRead,
} from './simple-yaml-scalars';
import type { YamlString } from './yaml-strings';

// Characters whose meaning (tabs, line breaks, byte-order marks, controls) only the library gets right
// in every place.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const unsupported = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/;
// A plain key the core schema reads as a string, then `:` and a space or the end of the line.
const keyPattern = /[A-Za-z_][\w.-]*(?=:(?: |\n|$))/y;
const coreKeyword = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;
const lineRest = /(?: +#[^\n]*| *)(?=\n|$)/y;
// The library refuses implicit keys longer than this.
const maxKeyLength = 1024;

function endsLine(text: string, position: number): boolean {
  lineRest.lastIndex = position;
  return lineRest.test(text);
}

function readScalar(text: string, start: number, lineEnd: number, indent: number): ScalarRead | undefined {
  const first = text[start];
  if (first === '"') return readDoubleQuoted(text, start);
  if (first === "'") return readSingleQuoted(text, start);
  if (first === '|') return readLiteralBlock(text, start, indent);
  return readBlockPlain(text, start, lineEnd);
}

function readFlowItem(text: string, start: number): ScalarRead | undefined {
  const first = text[start];
  if (first === '"') return readDoubleQuoted(text, start);
  if (first === "'") return readSingleQuoted(text, start);
  return readFlowPlain(text, start);
}

const skipSpaces = (text: string, position: number) => {
  let next = position;
  while (text.charCodeAt(next) === 0x20) next += 1;
  return next;
};

/** The items of a one-line `[…]` at `start` under the key `parent`; where the line goes on, or undefined. */
function readFlowSequence(
  text: string,
  start: number,
  parent: { heading: string; path: KeyPath },
  onString: (string: YamlString) => void,
): number | undefined {
  const path = parent.path;
  let position = skipSpaces(text, start + 1);
  if (text[position] === ']') return position + 1;
  for (let index = 0; ; index += 1) {
    const item = readFlowItem(text, position);
    if (!item) return undefined;
    if (item.value !== undefined) {
      const { value, style, start: itemStart, end } = item;
      const heading = `${parent.heading}[${index}]`;
      onString({ heading, parent: path, key: index, value, style, inFlow: true, start: itemStart, end });
    }
    position = skipSpaces(text, item.next);
    if (text[position] === ']') return position + 1;
    if (text[position] !== ',') return undefined;
    position = skipSpaces(text, position + 1);
  }
}

export interface SimpleYaml {
  rootKey?: RootKey;
  /** No key path was found twice, so the strings' formatted paths are their ids as they are. */
  distinct: boolean;
}

/**
 * Gives each string of a simple YAML text to `onString`, as it is found; undefined when the text needs
 * the yaml library's judgement (some strings may have been given by then).
 */
export function simpleYamlStrings(
  text: string,
  onString: (string: YamlString) => void,
): SimpleYaml | undefined {
  if (unsupported.test(text)) return undefined;
  // The open mappings, outermost first: the indentation of each, the key its current line holds, the
  // keys above it (shared by the strings it holds), that path formatted with a `.` to write a key after,
  // and the keys it has had.
  const indents: number[] = [];
  const keys: string[] = [];
  const parents: KeyPath[] = [];
  const prefixes: string[] = [];
  const siblings: Set<string>[] = [];
  const rootKeys: RootKey[] = [];
  // A key holding a `.` formats like a path of two keys: only comparing whole paths tells them apart.
  let distinct = true;
  // After a key with no value on its line, a deeper line opens its mapping.
  let opensMapping = false;
  for (let position = 0; position < text.length; ) {
    let lineEnd = text.indexOf('\n', position);
    if (lineEnd < 0) lineEnd = text.length;
    const first = skipSpaces(text, position);
    if (first === lineEnd || text[first] === '#') {
      position = lineEnd + 1;
      continue;
    }
    const indent = first - position;
    const parent = indents.at(-1);
    const opens = parent === undefined ? indent === 0 : opensMapping && indent > parent;
    if (!opens) {
      while ((indents.at(-1) ?? -1) > indent) {
        indents.pop();
        keys.pop();
      }
      if (indents.at(-1) !== indent) return undefined;
      indents.pop();
      keys.pop();
    }
    const level = keys.length;
    if (opens) {
      parents[level] = keys.slice();
      prefixes[level] = level === 0 ? '' : `${prefixes[level - 1]}${keys[level - 1]}.`;
      siblings[level] = new Set();
    }
    opensMapping = false;

    keyPattern.lastIndex = first;
    if (!keyPattern.test(text)) return undefined;
    const key = text.slice(first, keyPattern.lastIndex);
    if (key.length > maxKeyLength || coreKeyword.test(key)) return undefined;
    const keysHere = siblings[level] as Set<string>;
    if (key.includes('.') || keysHere.size === keysHere.add(key).size) distinct = false;
    indents.push(indent);
    keys.push(key);
    if (indent === 0) rootKeys.push({ value: key, start: first, end: first + key.length });

    const valueStart = skipSpaces(text, first + key.length + 1);
    if (valueStart >= lineEnd || text[valueStart] === '#') {
      opensMapping = true;
      position = lineEnd + 1;
      continue;
    }
    const heading = `${prefixes[level]}${key}`;
    const parentPath = parents[level] as KeyPath;
    let next: number | undefined;
    if (text[valueStart] === '[') {
      next = readFlowSequence(text, valueStart, { heading, path: [...parentPath, key] }, onString);
    } else {
      const scalar = readScalar(text, valueStart, lineEnd, indent);
      if (!scalar) return undefined;
      const { value, style, start, end } = scalar;
      if (value !== undefined)
        onString({ heading, parent: parentPath, key, value, style, inFlow: false, start, end });
      // A literal block ends with its lines: reading goes on at the line after them.
      if (style === 'BLOCK_LITERAL') {
        position = scalar.next;
        continue;
      }
      next = scalar.next;
    }
    if (next === undefined) return undefined;
    if (!endsLine(text, next)) return undefined;
    position = lineEnd + 1;
  }
  if (keys.length === 0) return undefined;
  const rootKey = rootKeys.length === 1 ? rootKeys[0] : undefined;
  return { rootKey: rootKey && isLanguageRootKey(rootKey.value) ? rootKey : undefined, distinct };
}
