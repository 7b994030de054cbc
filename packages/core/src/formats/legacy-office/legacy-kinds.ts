// The four legacy formats: what their files start with, which LibreOffice types they may be detected
// as, and the OOXML format each is converted to.

export interface LegacyKind {
  /** As users call it, in messages: `DOC`. */
  name: string;
  /** In format lists: `Word 97–2003 (DOC) → DOCX`, so users see what they get back. */
  label: string;
  /** What the file is, in messages: `a Word 97–2003 document`. */
  description: string;
  extension: string;
  mimeType: string;
  /** How its files may start: only these reach LibreOffice, whose importers are large attack surfaces. */
  signatures: readonly Buffer[];
  /** Prefixes of LibreOffice type names accepted as this kind (RTF saved as .doc is common, and fine). */
  acceptedTypes: readonly string[];
  /** LibreOffice's export filter for the OOXML successor. */
  exportFilter: string;
  output: { extension: string; mimeType: string };
}

/** OLE2 compound files hold Word, Excel and PowerPoint 97–2003 documents alike. */
const compoundFile = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const richText = Buffer.from('{\\rtf');
/** Word and Excel 2003 also saved XML documents (WordprocessingML, SpreadsheetML) under these names. */
const xml = Buffer.from('<?xml');

const wordTypes = [
  'writer_MS_Word_97',
  'writer_MS_Word_95',
  'writer_MS_WinWord_',
  'writer_MS_Word_2003_XML',
  'writer_Rich_Text_Format',
];

const docxOutput = {
  extension: '.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const docKind: LegacyKind = {
  name: 'DOC',
  label: 'Word 97–2003 (DOC) → DOCX',
  description: 'a Word 97–2003 document',
  extension: '.doc',
  mimeType: 'application/msword',
  signatures: [compoundFile, richText, xml],
  acceptedTypes: wordTypes,
  exportFilter: 'MS Word 2007 XML',
  output: docxOutput,
};

export const rtfKind: LegacyKind = {
  name: 'RTF',
  label: 'Rich Text Format (RTF) → DOCX',
  description: 'a Rich Text Format document',
  extension: '.rtf',
  mimeType: 'application/rtf',
  signatures: [richText, compoundFile],
  acceptedTypes: wordTypes,
  exportFilter: 'MS Word 2007 XML',
  output: docxOutput,
};

export const xlsKind: LegacyKind = {
  name: 'XLS',
  label: 'Excel 97–2003 (XLS) → XLSX',
  description: 'an Excel 97–2003 workbook',
  extension: '.xls',
  mimeType: 'application/vnd.ms-excel',
  signatures: [compoundFile, xml],
  acceptedTypes: ['calc_MS_Excel_97', 'calc_MS_Excel_95', 'calc_MS_Excel_5095', 'calc_MS_Excel_2003_XML'],
  exportFilter: 'Calc MS Excel 2007 XML',
  output: {
    extension: '.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

export const pptKind: LegacyKind = {
  name: 'PPT',
  label: 'PowerPoint 97–2003 (PPT) → PPTX',
  description: 'a PowerPoint 97–2003 presentation',
  extension: '.ppt',
  mimeType: 'application/vnd.ms-powerpoint',
  signatures: [compoundFile],
  acceptedTypes: ['impress_MS_PowerPoint_97', 'impress_PowerPoint3'],
  exportFilter: 'Impress MS PowerPoint 2007 XML',
  output: {
    extension: '.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

export const legacyKinds: readonly LegacyKind[] = [docKind, rtfKind, xlsKind, pptKind];
