// YAML language files (Rails i18n, Symfony translations, any nested key-value YAML): each string
// scalar that reads as text is a segment; the file is rebuilt by writing translations over those
// scalars in their own quoting style, so comments, anchors, tags, key order and indentation stay.

import type { DocumentFormat } from '../format';
import { keyedSegments } from '../json/key-path';
import { decodeSource, encodeSource, type TextEncoding } from '../json/source-text';
import { type RootKey, renamedRootKey } from './rails-root-key';
import { translatableStrings } from './translatable-strings';
import { renderScalar } from './yaml-scalar-render';
import { parseYamlStrings, type YamlString } from './yaml-strings';

export interface YamlSkeleton {
  text: string;
  encoding: TextEncoding;
  /** Per segment, in order of appearance (with their key paths: copying the rest out cost more time than they take room). */
  strings: YamlString[];
  rootKey?: RootKey;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

function applyReplacements(text: string, replacements: Replacement[]): string {
  const parts: string[] = [];
  let position = 0;
  for (const { start, end, text: replacement } of [...replacements].sort((a, b) => a.start - b.start)) {
    parts.push(text.slice(position, start), replacement);
    position = end;
  }
  parts.push(text.slice(position));
  return parts.join('');
}

export const yamlFormat: DocumentFormat<YamlSkeleton> = {
  id: 'yaml',
  label: 'YAML',
  extensions: ['.yaml', '.yml'],
  mimeType: 'application/yaml',
  options: ['excludeKeys'],

  extract(input, options) {
    const { text, encoding } = decodeSource(input, 'YAML');
    const { rootKey, strings: found } = parseYamlStrings(text);
    const strings = translatableStrings(found, options);
    return {
      segments: keyedSegments(strings),
      skeleton: {
        text,
        encoding,
        strings,
        rootKey,
      },
    };
  },

  rebuild({ skeleton }, translations, { from, to }) {
    const { text, strings, rootKey } = skeleton;
    const replacements: Replacement[] = [];
    strings.forEach((string, index) => {
      const translation = translations[index] ?? string.value;
      if (translation === string.value) return;
      const source = text.slice(string.start, string.end);
      const rendered = renderScalar(translation, { ...string, source });
      replacements.push({ start: string.start, end: string.end, text: rendered });
    });
    if (rootKey) replacements.push({ ...rootKey, text: renamedRootKey(rootKey, from, to) });
    return encodeSource(applyReplacements(text, replacements), skeleton.encoding);
  },
};
