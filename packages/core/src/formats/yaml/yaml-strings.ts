// Finds every string scalar in value position of a YAML stream, with its key path, its style and its
// exact place in the text, so a translation can be written over it and nothing else moves. Keys,
// aliases (their anchor is translated once) and scalars with a non-string tag are not text.
import {
  type Document,
  isCollection,
  isPair,
  isScalar,
  isSeq,
  parseAllDocuments,
  type Scalar,
  visit,
} from 'yaml';
import type { FormatOptions } from '../format';
import { formatKeyPath, type KeyedValue, type KeyPath } from '../values/key-path';
import { languageRootKey, type RootKey } from './rails-root-key';
import { simpleYamlStrings } from './simple-yaml-strings';
import { TranslatableStrings } from './translatable-strings';
import { yamlSyntaxError, yamlTooDeepError } from './yaml-syntax-error';

export interface YamlString extends KeyedValue {
  /** Its key path formatted: `en.menu.items[3]`. */
  heading: string;
  style: Scalar.Type;
  /** Inside `[…]` or `{…}`, where a plain scalar may not hold `,[]{}`. */
  inFlow: boolean;
  /** Where the scalar (quotes and block header included, anchor and tag not) starts and ends. */
  start: number;
  end: number;
}

const stringTag = 'tag:yaml.org,2002:str';

function keyOf(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

export function keyPathOf(ancestors: readonly unknown[], node: unknown): KeyPath {
  const chain = [...ancestors, node];
  return chain.flatMap((item, index): (string | number)[] => {
    if (isPair(item)) return [keyOf(item.key)];
    if (isSeq(item)) return [item.items.indexOf(chain[index + 1] as never)];
    return [];
  });
}

function stringsOf(document: Document): YamlString[] {
  const strings: YamlString[] = [];
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      if (node.tag && node.tag !== stringTag && node.tag !== '!!str') return;
      const path = keyPathOf(ancestors, node);
      strings.push({
        heading: formatKeyPath(path),
        parent: path.slice(0, -1),
        key: path.at(-1),
        value: node.value,
        style: node.type ?? 'PLAIN',
        inFlow: ancestors.some((ancestor) => isCollection(ancestor) && ancestor.flow === true),
        start: node.range[0],
        end: node.range[1],
      });
    },
  });
  return strings;
}

export interface YamlStream {
  strings: YamlString[];
  /** The file's language as its single top-level key (Rails' `en:`), when it has one. */
  rootKey?: RootKey;
}

/** The translatable strings of a YAML text, read by the fast reader when it can, else by the library. */
export function translatableYamlStrings(
  text: string,
  options: FormatOptions,
): { strings: TranslatableStrings; rootKey?: RootKey } {
  const simple = new TranslatableStrings(options);
  const read = simpleYamlStrings(text, (string) => simple.add(string));
  if (read) {
    simple.finish(read.distinct);
    return { strings: simple, rootKey: read.rootKey };
  }
  const { strings: found, rootKey } = parseWithLibrary(text);
  const strings = new TranslatableStrings(options);
  for (const string of found) strings.add(string);
  strings.finish(false);
  return { strings, rootKey };
}

function parseWithLibrary(text: string): YamlStream {
  try {
    const documents = parseAllDocuments(text, { uniqueKeys: false, prettyErrors: false });
    if (!Array.isArray(documents)) return { strings: [] };
    const error = documents.flatMap((document) => document.errors)[0];
    // The yaml library composes recursively and turns a stack overflow (`[[[[…` or `- - - …` thousands
    // deep) into a parse error of its own.
    if (error && /call stack/i.test(error.message)) throw yamlTooDeepError();
    if (error) throw yamlSyntaxError(text, error);
    return { strings: documents.flatMap(stringsOf), rootKey: languageRootKey(documents) };
  } catch (error) {
    // Visiting is recursive too; a file deep enough to overflow the stack is the file's fault, not a bug.
    if (error instanceof RangeError) throw yamlTooDeepError();
    throw error;
  }
}
