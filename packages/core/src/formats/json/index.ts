// JSON language files (i18next, Chrome messages.json, ARB, plain nested key-value files, JSONC): each
// string value that reads as text is a segment; the file is rebuilt by writing translations over those
// strings, so key order, indentation, comments and escaping habits come back as they were.
import type { DocumentFormat } from '../format';
import { decodeSource, encodeSource, type TextEncoding } from '../text-files/source-text';
import { keyedSegments } from '../values/key-path';
import { encodeJsonString, escapeStyleOf, type JsonEscapeStyle } from './json-escape';
import { findJsonStrings } from './json-strings';
import { translatableStrings } from './translatable-strings';

interface TranslatedString {
  offset: number;
  raw: string;
  value: string;
}

export interface JsonSkeleton {
  text: string;
  encoding: TextEncoding;
  escapeStyle: JsonEscapeStyle;
  /** Per segment, in order of appearance. */
  strings: TranslatedString[];
}

export const jsonFormat: DocumentFormat<JsonSkeleton> = {
  id: 'json',
  label: 'JSON',
  extensions: ['.json'],
  mimeType: 'application/json',
  options: ['excludeKeys'],

  extract(input, options) {
    const { text, encoding } = decodeSource(input, 'JSON');
    const found = findJsonStrings(text);
    const strings = translatableStrings(found, options);
    return {
      segments: keyedSegments(strings),
      skeleton: {
        text,
        encoding,
        escapeStyle: escapeStyleOf(found.strings.map(({ raw }) => raw)),
        strings: strings.map(({ offset, raw, value }) => ({ offset, raw, value })),
      },
    };
  },

  rebuild({ skeleton }, translations) {
    const { text, strings, escapeStyle } = skeleton;
    // Strings that keep their text stay inside the stretches copied from the source.
    const parts: string[] = [];
    let position = 0;
    strings.forEach(({ offset, raw, value }, index) => {
      const translation = translations[index] ?? value;
      if (translation === value) return;
      parts.push(text.slice(position, offset), encodeJsonString(translation, escapeStyle));
      position = offset + raw.length;
    });
    parts.push(text.slice(position));
    return encodeSource(parts.join(''), skeleton.encoding);
  },
};
