// `verso translate` flags for the format options, read by the same reader as the site's form and the
// REST API's fields, so each spelling means the same everywhere.
import { type FormatOptions, readFormatOptions } from '@verso/core';

export const formatOptionFlags = {
  bilingual: { type: 'boolean' },
  columns: { type: 'string' },
  'exclude-keys': { type: 'string' },
  'mark-fuzzy': { type: 'boolean' },
  overwrite: { type: 'boolean' },
} as const;

interface FlagValues {
  bilingual?: boolean;
  columns?: string;
  'exclude-keys'?: string;
  'mark-fuzzy'?: boolean;
  overwrite?: boolean;
}

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

export function formatOptionsFromFlags(values: FlagValues): FormatOptions {
  return readFormatOptions({
    bilingual: flag(values.bilingual),
    columns: values.columns,
    excludeKeys: values['exclude-keys'],
    markFuzzy: flag(values['mark-fuzzy']),
    overwriteExisting: flag(values.overwrite),
  });
}
