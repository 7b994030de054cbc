// Rails (and many other) YAML locale files nest everything under one key, the file's language: `en:`.
// Translated into Spanish, the file must say `es:`, or Rails files it under the wrong locale.
import { type Document, isMap, isScalar } from 'yaml';

export interface RootKey {
  value: string;
  start: number;
  end: number;
}

const languageCode = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

export const isLanguageRootKey = (key: string) => languageCode.test(key);

/** The single top-level key of the first document, when it looks like a language code. */
export function languageRootKey(documents: readonly Document[]): RootKey | undefined {
  const contents = documents[0]?.contents;
  if (!isMap(contents) || contents.items.length !== 1) return undefined;
  const key = contents.items[0]?.key;
  if (!isScalar(key) || typeof key.value !== 'string' || !key.range) return undefined;
  if (!isLanguageRootKey(key.value) || key.type !== 'PLAIN') return undefined;
  return { value: key.value, start: key.range[0], end: key.range[1] };
}

const primary = (code: string) => code.split(/[-_]/)[0]?.toLowerCase();

/** The root key to write: the target language when the file's root is the source language. */
export function renamedRootKey(root: RootKey, from: string, to: string): string {
  if (root.value.toLowerCase() === from.toLowerCase() || primary(root.value) === primary(from)) return to;
  return root.value;
}
