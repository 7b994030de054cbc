// Which string values of a JSON file are text for people. Besides the shared judgement on the value,
// the shape of well-known i18n files decides: ARB `@key` metadata and Chrome `messages.json`
// descriptions and placeholders are notes for translators and programs, not text to translate.
import type { FormatOptions } from '../format';
import type { JsonString, JsonStrings } from './json-strings';
import { pathKey } from './json-strings';
import { isExcludedPath, type KeyPath } from './key-path';
import { isTranslatableValue } from './translatable-value';

const chromeNotes = new Set(['description', 'placeholders']);

function isArbMetadata(path: KeyPath): boolean {
  return path.some((key) => typeof key === 'string' && key.startsWith('@'));
}

function isChromeNote(path: KeyPath, messageObjects: ReadonlySet<string>): boolean {
  if (messageObjects.size === 0) return false;
  return path.some(
    (key, index) =>
      typeof key === 'string' && chromeNotes.has(key) && messageObjects.has(pathKey(path.slice(0, index))),
  );
}

export function translatableStrings(found: JsonStrings, options: FormatOptions): JsonString[] {
  return found.strings.filter(
    ({ path, value }) =>
      !isArbMetadata(path) &&
      !isChromeNote(path, found.messageObjects) &&
      !isExcludedPath(path, options.excludeKeys) &&
      isTranslatableValue(value),
  );
}
