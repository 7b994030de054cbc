// Word documents (DOCX, DOTX, DOCM): the text of the body, tables, headers and footers, notes,
// comments, text boxes, SmartArt, charts, alt text and document properties is translated, each
// paragraph one segment with its formatting as placeholders; parts are edited in place, so whatever
// is not translated stays byte for byte. See README.md for what is kept and the options.
import type { DocumentFormat } from '../format';
import { type DocxSkeleton, extractDocx } from './extract-docx';
import { rebuildDocx } from './rebuild-docx';

export type { DocxSkeleton };

export const docxFormat: DocumentFormat<DocxSkeleton> = {
  id: 'docx',
  label: 'Word (DOCX)',
  extensions: ['.docx', '.dotx', '.docm'],
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  options: ['bilingual', 'bilingualLayout', 'skipComments', 'skipHeadersFooters', 'translateImages'],
  extract: extractDocx,
  rebuild: rebuildDocx,
};
