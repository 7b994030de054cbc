// The three OpenDocument kinds share one implementation; what differs is named here: the MIME types
// that identify a package, the body element that holds its content, and the options each one reads.
import type { FormatOptions } from '../format';
import type { OdfName } from './odf-names';

export type DocumentKindId = 'odt' | 'ods' | 'odp';

export interface DocumentKind {
  id: DocumentKindId;
  /** For messages: `This ODT file…`. */
  name: string;
  label: string;
  extensions: string[];
  /** The document's MIME type first, then its template's. */
  mimeTypes: [string, string];
  body: OdfName;
  options: readonly (keyof FormatOptions)[];
}

export const textDocument: DocumentKind = {
  id: 'odt',
  name: 'ODT',
  label: 'OpenDocument Text (ODT)',
  extensions: ['.odt', '.ott'],
  mimeTypes: ['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.text-template'],
  body: 'office:text',
  options: ['bilingual', 'skipComments', 'skipHeadersFooters', 'translateImages'],
};

export const spreadsheetDocument: DocumentKind = {
  id: 'ods',
  name: 'ODS',
  label: 'OpenDocument Spreadsheet (ODS)',
  extensions: ['.ods', '.ots'],
  mimeTypes: [
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.spreadsheet-template',
  ],
  body: 'office:spreadsheet',
  options: ['skipComments', 'skipSheetNames', 'skipHeadersFooters', 'translateImages'],
};

export const presentationDocument: DocumentKind = {
  id: 'odp',
  name: 'ODP',
  label: 'OpenDocument Presentation (ODP)',
  extensions: ['.odp', '.otp'],
  mimeTypes: [
    'application/vnd.oasis.opendocument.presentation',
    'application/vnd.oasis.opendocument.presentation-template',
  ],
  body: 'office:presentation',
  options: ['skipNotes', 'skipMasterSlides', 'skipHiddenSlides', 'translateImages'],
};

export const documentKinds: readonly DocumentKind[] = [
  textDocument,
  spreadsheetDocument,
  presentationDocument,
];
