// What every document format offers: extract text into segments, and rebuild the file around
// translations of those segments. A format knows nothing of engines (see pipeline.ts).
import type { Segment } from '../segments';
import type { DocumentMeasure } from '../segments/document-measure';

export interface ExtractedDocument<Skeleton = unknown> {
  segments: Segment[];
  /** Everything that is not translated, in whatever shape the format needs to rebuild the file. */
  skeleton: Skeleton;
  /** Sentences for the job's details about how the file was read (an animated GIF's other frames). */
  notes?: string[];
  /** With `countPictures`: the pictures `translateImages` would read, counted without reading them. */
  pictureCount?: number;
}

/** Choices a user makes per job; each format reads the ones it understands and ignores the rest. */
export interface FormatOptions {
  /** Original and translation together: per cue (subtitles), per paragraph (EPUB, DOCX)… */
  bilingual?: boolean;
  /** CSV/TSV: columns to translate, by header name or 1-based number; by default the text columns. */
  columns?: string[];
  /** JSON/YAML/PHP: keys to leave as they are, by name (`id`) or dotted path (`meta.version`). */
  excludeKeys?: string[];
  /** PO: mark every filled entry `fuzzy`, for a reviewer to confirm. */
  markFuzzy?: boolean;
  /** XLIFF/PO: replace targets that are already there (approved or not). */
  overwriteExisting?: boolean;
  /** DOCX: the translation after each paragraph (the default) or the two side by side in a table. */
  bilingualLayout?: 'interleaved' | 'table';
  /** PDF, bilingual: each original page beside its translation on a wide page (the default), or the two in turn. */
  bilingualPages?: 'sideBySide' | 'alternating';
  /** Office formats: leave comments (DOCX, XLSX, OpenDocument) as they are. */
  skipComments?: boolean;
  /** PPTX/ODP: leave speaker notes as they are. */
  skipNotes?: boolean;
  /** DOCX/ODT/XLSX: leave headers and footers as they are. */
  skipHeadersFooters?: boolean;
  /** PPTX: leave hidden slides as they are. */
  skipHiddenSlides?: boolean;
  /** PPTX/ODP: leave slide masters and layouts as they are. */
  skipMasterSlides?: boolean;
  /** PDF: the password of an encrypted file. */
  password?: string;
  /** PDF: read every page with OCR, even pages with a text layer (a scan whose hidden text is wrong). */
  forceOcr?: boolean;
  /**
   * PDF: a scanned comic (each page one picture, no text layer), translated page by page as a comic
   * archive's pictures are (bubbles found, lettering erased and set again) and priced by the page.
   */
  comic?: boolean;
  /**
   * DOCX/PPTX/XLSX/EPUB/OpenDocument/PDF: the lettering in the document's pictures (PNG, JPEG, WebP,
   * TIFF, GIF, BMP; a PDF's raster images) read, erased and set in the target language by the picture
   * pipeline; off by default, because reading every picture costs far more time than the text does.
   */
  translateImages?: boolean;
  /**
   * Quotes: count the pictures `translateImages` would read (ExtractedDocument.pictureCount) without
   * reading them, so they are priced before the job starts. Set by measureDocument, not offered to users.
   */
  countPictures?: boolean;
  /**
   * Subtitles: the longest a translated cue's line may be, in characters; the cue takes as many lines as
   * that needs. Set by the subtitles made from speech (42), not offered to users.
   */
  maxLineChars?: number;
  /** XLSX/ODS: keep sheet names (translated names are updated in every formula that refers to them). */
  skipSheetNames?: boolean;
  /** Audio and video: the speech recogniser (`whisper`, `pocketsphinx`); by default Whisper when configured. */
  speechEngine?: string;
}

/** What rebuilding needs to know besides the translations: the languages, as resolved ISO codes. */
export interface RebuildTarget {
  from: string;
  to: string;
  options: FormatOptions;
}

/** What reading one document may cost, as the operator bounds it (the services pass config.ts's values). */
export interface ReadLimits {
  /** Total bytes a ZIP-based document (DOCX, EPUB, OpenDocument…) may unpack to. */
  maxInflatedBytes?: number;
  /** Pixels a picture may have, all pages together (default: image-header.ts's 100 megapixels). */
  maxImagePixels?: number;
}

type MaybePromise<T> = T | Promise<T>;

export interface DocumentFormat<Skeleton = unknown> {
  id: string;
  label: string;
  /** Lower-case, with the dot: `.txt`. */
  extensions: string[];
  mimeType: string;
  /**
   * What the translation is written as, when not the input's own format: a legacy DOC comes back as
   * a DOCX. Absent, the output has the input's extension and `mimeType`.
   */
  output?: { extension: string; mimeType: string };
  /**
   * A format read through another one (a DOC as the DOCX LibreOffice makes of it). `extract` converts
   * every time; a caller that keeps the converted file (the job service does, so a job's file is
   * converted once) reads it with `conversion.format`, whose rebuild is this format's.
   */
  conversion?: { convert(input: Buffer): Promise<Buffer>; format: DocumentFormat<Skeleton> };
  /**
   * Measured for a quote in the caller's thread, not the PDF thread: sharp (libvips) must not be loaded
   * first in a worker thread, which may unload it while it runs (see pdf/webp-image.ts).
   */
  measuredInCallerThread?: boolean;
  /**
   * A format priced by the page measures itself without reading its text: a picture's words are known
   * only once OCR has read every page, which a quote must not wait for. Absent, the measure counts the
   * words `extract` finds.
   */
  measure?(input: Buffer, from: string, limits?: ReadLimits, filename?: string): Promise<DocumentMeasure>;
  /** The options of FormatOptions this format reads, so the site and API offer only those. */
  options?: readonly (keyof FormatOptions)[];
  /**
   * Throws a UserFacingError (`bad_file`) naming the format and the line or position when known.
   * `from` is the language the user says the document is in, or "auto": a format that reads pixels
   * (a scanned PDF) reads them with that language's model.
   */
  extract(
    input: Buffer,
    options: FormatOptions,
    from?: string,
    limits?: ReadLimits,
  ): MaybePromise<ExtractedDocument<Skeleton>>;
  /** `translations[i]` replaces `doc.segments[i]`. */
  rebuild(
    doc: ExtractedDocument<Skeleton>,
    translations: string[],
    target: RebuildTarget,
  ): MaybePromise<Buffer>;
}
