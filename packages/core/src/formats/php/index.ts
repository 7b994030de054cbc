// PHP language files (Laravel `return [...]`, CodeIgniter `$lang['key'] = '…';`, `array(...)`,
// `define(...)`): each string literal in value position that reads as text is a segment; the file is
// rebuilt by writing translations over those literals in the same quote style, every other byte kept.
// Heredocs and nowdocs are values too; interpolated variables are placeholders (php-literal.ts).
import type { DocumentFormat } from '../format';
import { decodeSource, encodeSource, type TextEncoding } from '../text-files/source-text';
import { isExcludedValue, keyedSegments } from '../values/key-path';
import { isTranslatableValue } from '../values/translatable-value';
import { writePhpLiteral } from './php-literal';
import { findPhpValues, type PhpValue } from './php-values';

export interface PhpSkeleton {
  text: string;
  encoding: TextEncoding;
  /** Per segment, in order of appearance. */
  literals: Omit<PhpValue, 'parent' | 'key'>[];
}

export const phpFormat: DocumentFormat<PhpSkeleton> = {
  id: 'php',
  label: 'PHP language file',
  extensions: ['.php'],
  mimeType: 'application/x-httpd-php',
  options: ['excludeKeys'],

  extract(input, options) {
    const { text, encoding } = decodeSource(input, 'PHP');
    const values = findPhpValues(text).filter(
      (found) => !isExcludedValue(found, options.excludeKeys) && isTranslatableValue(found.value),
    );
    return {
      segments: keyedSegments(values),
      skeleton: {
        text,
        encoding,
        literals: values.map(({ value, start, raw }) => ({ value, start, raw })),
      },
    };
  },

  rebuild({ skeleton }, translations) {
    const { text, literals } = skeleton;
    let output = '';
    let position = 0;
    literals.forEach(({ start, raw, value }, index) => {
      const translation = translations[index] ?? value;
      output += text.slice(position, start);
      output += translation === value ? raw : writePhpLiteral(raw, translation);
      position = start + raw.length;
    });
    return encodeSource(output + text.slice(position), skeleton.encoding);
  },
};
