// Word 97–2003 (DOC), RTF, Excel 97–2003 (XLS) and PowerPoint 97–2003 (PPT): converted by LibreOffice
// to DOCX, XLSX and PPTX, translated by those formats and returned in them (see README.md).
import { docxFormat } from '../docx';
import { pptxFormat } from '../pptx';
import { xlsxFormat } from '../xlsx';
import { legacyOfficeFormat } from './legacy-format';
import { docKind, pptKind, rtfKind, xlsKind } from './legacy-kinds';

export { LibreOfficeConverter, libreOfficeConverter } from './libreoffice-converter';

export const docFormat = legacyOfficeFormat(docKind, docxFormat);
export const rtfFormat = legacyOfficeFormat(rtfKind, docxFormat);
export const xlsFormat = legacyOfficeFormat(xlsKind, xlsxFormat);
export const pptFormat = legacyOfficeFormat(pptKind, pptxFormat);
