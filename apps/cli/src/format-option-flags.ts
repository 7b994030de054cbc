// `verso translate` flags for the format options, read by the same reader as the site's form and the
// REST API's fields, so each spelling means the same everywhere.
import { type FormatOptions, readFormatOptions } from '@verso/core';

export const formatOptionFlags = {
  bilingual: { type: 'boolean' },
  columns: { type: 'string' },
  'exclude-keys': { type: 'string' },
  'mark-fuzzy': { type: 'boolean' },
  overwrite: { type: 'boolean' },
  'bilingual-layout': { type: 'string' },
  'bilingual-pages': { type: 'string' },
  'skip-comments': { type: 'boolean' },
  'skip-notes': { type: 'boolean' },
  'skip-headers-footers': { type: 'boolean' },
  'skip-hidden-slides': { type: 'boolean' },
  'skip-master-slides': { type: 'boolean' },
  'skip-sheet-names': { type: 'boolean' },
  password: { type: 'string' },
  'force-ocr': { type: 'boolean' },
  comic: { type: 'boolean' },
  'translate-images': { type: 'boolean' },
} as const;

interface FlagValues {
  bilingual?: boolean;
  columns?: string;
  'exclude-keys'?: string;
  'mark-fuzzy'?: boolean;
  overwrite?: boolean;
  'bilingual-layout'?: string;
  'bilingual-pages'?: string;
  'skip-comments'?: boolean;
  'skip-notes'?: boolean;
  'skip-headers-footers'?: boolean;
  'skip-hidden-slides'?: boolean;
  'skip-master-slides'?: boolean;
  'skip-sheet-names'?: boolean;
  password?: string;
  'force-ocr'?: boolean;
  comic?: boolean;
  'translate-images'?: boolean;
}

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

export function formatOptionsFromFlags(values: FlagValues): FormatOptions {
  return readFormatOptions({
    bilingual: flag(values.bilingual),
    columns: values.columns,
    excludeKeys: values['exclude-keys'],
    markFuzzy: flag(values['mark-fuzzy']),
    overwriteExisting: flag(values.overwrite),
    bilingualLayout: values['bilingual-layout'],
    bilingualPages: values['bilingual-pages'],
    skipComments: flag(values['skip-comments']),
    skipNotes: flag(values['skip-notes']),
    skipHeadersFooters: flag(values['skip-headers-footers']),
    skipHiddenSlides: flag(values['skip-hidden-slides']),
    skipMasterSlides: flag(values['skip-master-slides']),
    skipSheetNames: flag(values['skip-sheet-names']),
    password: values.password,
    forceOcr: flag(values['force-ocr']),
    comic: flag(values.comic),
    translateImages: flag(values['translate-images']),
  });
}
