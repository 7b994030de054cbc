// Which YAML string scalars are text for people: the shared judgement on the value, the keys the user
// excluded, and, for plain scalars, not the words YAML 1.1 readers take as booleans or null.
import type { FormatOptions } from '../format';
import { isExcludedPath } from '../json/key-path';
import { isTranslatableValue } from '../json/translatable-value';
import type { YamlString } from './yaml-strings';

const yaml11Keywords = /^(?:y|n|yes|no|on|off|true|false|null|~)$/i;

export function translatableStrings(strings: readonly YamlString[], options: FormatOptions): YamlString[] {
  return strings.filter(
    ({ path, value, style }) =>
      !(style === 'PLAIN' && yaml11Keywords.test(value)) &&
      !isExcludedPath(path, options.excludeKeys) &&
      isTranslatableValue(value),
  );
}
