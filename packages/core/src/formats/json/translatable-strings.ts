// Which string values of a JSON file are text for people. Besides the shared judgement on the value,
// the shape of well-known i18n files decides: ARB `@key` metadata and Chrome `messages.json`
// descriptions and placeholders are notes for translators and programs, not text to translate.
import type { FormatOptions } from '../format';
import { isExcludedValue, type KeyPath, pathOf } from '../values/key-path';
import { isTranslatableValue } from '../values/translatable-value';
import type { JsonString, JsonStrings } from './json-strings';
import { pathKey } from './json-strings';

const chromeNotes = new Set(['description', 'placeholders']);

const isArbKey = (key: string | number | undefined) => typeof key === 'string' && key.startsWith('@');

function isArbMetadata({ parent, key }: JsonString): boolean {
  return isArbKey(key) || parent.some(isArbKey);
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
    (string) =>
      !isArbMetadata(string) &&
      !(found.messageObjects.size > 0 && isChromeNote(pathOf(string), found.messageObjects)) &&
      !isExcludedValue(string, options.excludeKeys) &&
      isTranslatableValue(string.value),
  );
}
