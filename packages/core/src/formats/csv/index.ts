// Comma- and tab-separated tables: the text columns' cells are translated, everything else kept.
import { delimitedFormat } from './delimited-format';

export type { DelimitedSkeleton } from './delimited-format';

export const csvFormat = delimitedFormat({
  id: 'csv',
  label: 'CSV',
  extension: '.csv',
  mimeType: 'text/csv',
  delimiter: ',',
});

export const tsvFormat = delimitedFormat({
  id: 'tsv',
  label: 'TSV',
  extension: '.tsv',
  mimeType: 'text/tab-separated-values',
  delimiter: '\t',
});
