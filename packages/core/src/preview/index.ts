// Showing documents: page images and text previews.
export { type DocumentPreview, previewDocument, previewsAsPages } from './document-preview';
export { isOfficeDocument, officeToPdf } from './office-to-pdf';
export { previewPdfPages, previewSegmentCount, previewWords } from './preview-part';
export { countPdfPages, type PageImage, type PageImageOptions, renderPdfPages } from './render-pdf-pages';
