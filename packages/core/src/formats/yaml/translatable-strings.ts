// Which YAML string scalars are text for people: the shared judgement on the value, the keys the user
// excluded, and, for plain scalars, not the words YAML 1.1 readers take as booleans or null. Each one is
// judged as it is found, and only those kept outlive the reading: a locale file has hundreds of
// thousands of strings, and collecting objects for all of them left most of the time to the garbage
// collector.
import type { Segment } from '../../segments';
import type { FormatOptions } from '../format';
import { isExcludedValue, uniqueIds } from '../values/key-path';
import { isTranslatableValue } from '../values/translatable-value';
import type { YamlString } from './yaml-strings';

const yaml11Keywords = /^(?:y|n|yes|no|on|off|true|false|null|~)$/i;

/** Where each kept scalar is, one array per field (objects per string cost more than they save). */
export interface ScalarColumns {
  values: string[];
  styles: YamlString['style'][];
  inFlow: boolean[];
  starts: number[];
  ends: number[];
}

export class TranslatableStrings {
  readonly segments: Segment[] = [];
  readonly scalars: ScalarColumns = { values: [], styles: [], inFlow: [], starts: [], ends: [] };
  private readonly excludeKeys: readonly string[];

  constructor(options: FormatOptions) {
    this.excludeKeys = options.excludeKeys ?? [];
  }

  private isText(string: YamlString): boolean {
    const { value, style } = string;
    // The longest of those words has five letters; most values are longer and skip the test.
    if (style === 'PLAIN' && value.length <= 5 && yaml11Keywords.test(value)) return false;
    if (isExcludedValue(string, this.excludeKeys)) return false;
    return isTranslatableValue(value);
  }

  /** Keeps the string as a segment, its id its key path, when it is text. */
  add(string: YamlString): void {
    if (!this.isText(string)) return;
    const { heading, value, style, inFlow, start, end } = string;
    this.segments.push({ id: heading, text: value, context: { heading } });
    this.scalars.values.push(value);
    this.scalars.styles.push(style);
    this.scalars.inFlow.push(inFlow);
    this.scalars.starts.push(start);
    this.scalars.ends.push(end);
  }

  /** Gives repeated ids a `#2`, `#3`…, unless the reader knows every key path is different. */
  finish(distinct: boolean): void {
    if (distinct) return;
    const ids = uniqueIds(this.segments.map(({ id }) => id));
    this.segments.forEach((segment, index) => {
      segment.id = ids[index] ?? String(index);
    });
  }
}
