// YAML language files (Rails i18n, Symfony translations, any nested key-value YAML): each string
// scalar that reads as text is a segment; the file is rebuilt by writing translations over those
// scalars in their own quoting style, so comments, anchors, tags, key order and indentation stay.

import type { DocumentFormat } from '../format';
import { decodeSource, encodeSource, type TextEncoding } from '../text-files/source-text';
import { type RootKey, renamedRootKey } from './rails-root-key';
import type { ScalarColumns } from './translatable-strings';
import { renderScalar } from './yaml-scalar-render';
import { translatableYamlStrings } from './yaml-strings';

export interface YamlSkeleton {
  text: string;
  encoding: TextEncoding;
  /** Per segment, in order of appearance. */
  scalars: ScalarColumns;
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
    const { rootKey, strings } = translatableYamlStrings(text, options);
    return { segments: strings.segments, skeleton: { text, encoding, scalars: strings.scalars, rootKey } };
  },

  rebuild({ skeleton }, translations, { from, to }) {
    const { text, scalars, rootKey } = skeleton;
    const replacements: Replacement[] = [];
    scalars.values.forEach((value, index) => {
      const translation = translations[index] ?? value;
      if (translation === value) return;
      const start = scalars.starts[index] as number;
      const end = scalars.ends[index] as number;
      const style = scalars.styles[index] ?? 'PLAIN';
      const source = text.slice(start, end);
      const rendered = renderScalar(translation, { style, inFlow: scalars.inFlow[index] === true, source });
      replacements.push({ start, end, text: rendered });
    });
    if (rootKey) replacements.push({ ...rootKey, text: renamedRootKey(rootKey, from, to) });
    return encodeSource(applyReplacements(text, replacements), skeleton.encoding);
  },
};
