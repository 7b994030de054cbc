// Excel workbooks (.xlsx, templates, macro-enabled): cell text, sheet names (with every formula that
// names a renamed sheet), comments, headers and footers, text boxes and charts are translated in place;
// numbers, formulas, styles and everything else stay byte for byte. With `translateImages`, the lettering
// of the pictures in the sheets' drawings is translated too.
import type { DocumentFormat } from '../format';
import { extractXlsx, type XlsxSkeleton } from './extract-xlsx';
import { rebuildXlsx } from './rebuild-xlsx';

export const xlsxFormat: DocumentFormat<XlsxSkeleton> = {
  id: 'xlsx',
  label: 'Excel (XLSX)',
  extensions: ['.xlsx', '.xltx', '.xlsm'],
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  options: ['skipComments', 'skipSheetNames', 'skipHeadersFooters', 'translateImages'],
  extract: extractXlsx,
  rebuild: ({ skeleton }, translations, target) => rebuildXlsx(skeleton, translations, target),
};
