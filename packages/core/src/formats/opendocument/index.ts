// OpenDocument text, spreadsheets and presentations (ODT, ODS, ODP and their templates): one
// implementation over content.xml, styles.xml and meta.xml; the kinds differ only in small rules
// (sheet names, cells' computed values, slides, notes and masters) and in the options they offer.
import type { DocumentFormat } from '../format';
import { type DocumentKind, presentationDocument, spreadsheetDocument, textDocument } from './document-kinds';
import { extractOpenDocument, type OpenDocumentSkeleton } from './extract-opendocument';
import { rebuildOpenDocument } from './rebuild-opendocument';

function openDocumentFormat(kind: DocumentKind): DocumentFormat<OpenDocumentSkeleton> {
  return {
    id: kind.id,
    label: kind.label,
    extensions: kind.extensions,
    mimeType: kind.mimeTypes[0],
    options: kind.options,
    extract: (input, options, from, limits) => extractOpenDocument(input, kind, options, limits, from),
    rebuild: (doc, translations, target) => rebuildOpenDocument(doc, translations, target),
  };
}

export const odtFormat = openDocumentFormat(textDocument);
export const odsFormat = openDocumentFormat(spreadsheetDocument);
export const odpFormat = openDocumentFormat(presentationDocument);
