// The one place formats and engines meet: file in → segments → engine → file out.
import { basename, extname } from 'node:path';
import { resolveSourceLanguage } from './detect';
import type { Engine } from './engines/engine';
import type { Formality } from './engines/formality';
import { assertEngineServes } from './engines/registry';
import { type EngineRoute, routeEngine } from './engines/routing';
import { UserFacingError } from './errors';
import { bilingualFilename, hasBilingualOutput } from './formats/bilingual-edition';
import { binaryFileKind } from './formats/file-signature';
import type { DocumentFormat, ExtractedDocument, FormatOptions, ReadLimits } from './formats/format';
import { formatReading } from './formats/measure-file';
import { withPicturesOf } from './formats/office-package/package-pictures';
import { pdfFirstPages } from './formats/pdf';
import { inPdfThread } from './formats/pdf/in-pdf-thread';
import { formatForFilename } from './formats/registry';
import type { Glossary } from './glossary';
import { resolveLanguage } from './languages';
import type { TranslationMemory } from './memory/translation-memory';
import { previewPdfPages, previewSegmentCount } from './preview/preview-part';
import { checkPlaceholders, countWords, repairPlaceholders, type Segment } from './segments';
import { type DocumentMeasure, languageSample, measureSegments } from './segments/document-measure';
import type { SegmentContext } from './segments/segment';
import {
  type ProgressListener,
  translatingProgress,
  translationShare,
} from './translation/document-progress';
import type { TranslationReport } from './translation/report';
import { splitByPattern, type TextPattern } from './translation/text-pattern';
import { translateSegments } from './translation/translate-segments';

export interface TranslationSettings {
  /** Language codes or names; the source may be "auto". */
  from: string;
  to: string;
  /** An engine reference (`deepl`, `openai:gpt-4o`), a tier (`advanced`), an engine, or nothing (Basic). */
  engine?: string | Engine;
  /** Takes over when the engine fails mid-way; by default the operator's VERSO_FALLBACK_ENGINE. */
  fallback?: Engine;
  glossary?: Glossary;
  memory?: TranslationMemory;
  style?: string;
  /** What the document or texts are about (API v1's fileDescription): context for LLM engines. */
  description?: string;
  /** How formal the translation should sound, for engines that can say it (engines/formality.ts). */
  formality?: Formality;
  /** Translate only what this matches in each segment (API v1's extractTextRegExpPattern). */
  textPattern?: TextPattern;
  signal?: AbortSignal;
}

/** A document to read and write again: the file, the languages, how to read it. */
export interface DocumentRequest {
  input: Buffer;
  filename: string;
  /** A language code or name, or "auto"; resolved the same way whenever the document is read. */
  from: string;
  to: string;
  /** `input` is already the format's conversion (`DocumentFormat.conversion`), kept by the caller. */
  inputConverted?: boolean;
  formatOptions?: FormatOptions;
  /** The operator's bounds on reading the file (see ReadLimits). */
  readLimits?: ReadLimits;
  /** Translate the file's name too (`letter.txt` → `carta.es.txt`). */
  translateFilename?: boolean;
  onProgress?: ProgressListener;
  /**
   * Translate only the first part (preview/preview-part.ts): a PDF's first pages, as a PDF of those
   * pages; any other file whole, with its first ~500 words translated and the rest left as it is.
   */
  preview?: boolean;
  /** Write a bilingual edition beside the result too, when the format has one (formats/bilingual-edition.ts). */
  bilingualEdition?: boolean;
}

export interface TranslateDocumentRequest extends DocumentRequest, TranslationSettings {}

/** One segment of a document and the text that stands in its place in the output. */
export interface TranslatedSegment {
  id: string;
  /** The source text, with the format's placeholders (`<g1>…</g1>`, `<x2/>`) for inline markup. */
  source: string;
  /** Carries the same placeholders as `source`. */
  translation: string;
  /** Where the segment sits: heading, page… */
  context?: SegmentContext;
}

export interface WrittenDocument {
  output: Buffer;
  /** The input's name with the target language before the output's extension: `notes.es.txt`, `report.es.docx`. */
  filename: string;
  /** Set when the output is another format than the input (a DOC comes back as a DOCX). */
  mimeType?: string;
  /** Words translated: the whole document's, or a preview's part. */
  wordCount: number;
  /** The source language used: the one asked for, or the detected one for "auto". */
  from: string;
  sourceDetected: boolean;
  /** Every segment of the document in order, with its translation, to review and revise later. */
  segments: TranslatedSegment[];
}

export interface TranslatedDocument extends WrittenDocument {
  report: TranslationReport;
  /** Original and translation together, when asked for and the format writes one. */
  bilingual?: { output: Buffer; filename: string };
}

export interface RebuiltDocument extends WrittenDocument {
  /** Placeholders put back where a given translation had lost or damaged them. */
  placeholderRepairs: number;
}

/** `outputExtension` is the format's `output.extension` when it writes another format (`.doc` → `.docx`). */
/** `paper.tar.gz` → `.tar.gz`: an archive's two extensions stay together, so only the stem is renamed. */
export const fileExtension = (filename: string) =>
  /\.tar\.gz$/i.test(filename) ? filename.slice(-'.tar.gz'.length) : extname(filename);

export function translatedFilename(
  filename: string,
  to: string,
  from?: string,
  outputExtension?: string,
): string {
  const extension = fileExtension(filename);
  let stem = basename(filename, extension);
  // `notes.en.txt` becomes `notes.es.txt`, not `notes.en.es.txt`.
  if (from && stem.toLowerCase().endsWith(`.${from.toLowerCase()}`)) stem = stem.slice(0, -(from.length + 1));
  return `${stem}.${to}${outputExtension ?? extension}`;
}

/** The source language for a request: resolved, or detected in the segments for "auto". */
export function sourceLanguageOf(from: string, segments: readonly Segment[]) {
  const language = resolveSourceLanguage(from, languageSample(segments));
  return { code: language.code, detected: from.trim().toLowerCase() === 'auto' };
}

/** Extracts `input`, or the conversion of a file the caller converted already (see DocumentFormat.conversion). */
function extractFile(
  input: Buffer,
  filename: string,
  options: FormatOptions,
  inputConverted = false,
  from = 'auto',
  limits?: ReadLimits,
) {
  return formatReading(filename, inputConverted).extract(input, options, from, limits);
}

/**
 * Text files this small are measured in place, in less time than a thread takes to start; anything
 * larger, and every binary format (a small ZIP or PDF can unpack into a great deal of work), is
 * measured in the PDF thread, so that a big file's quote does not stall the web process.
 */
const measuredInPlaceBytes = 128 * 1024;

export interface MeasureOptions {
  /**
   * The caller no longer needs `input`: a file that owns its memory is moved to the thread instead of
   * copied (copying 100 MB stalls the event loop for a few hundred milliseconds) and left empty here.
   */
  handOver?: boolean;
  /** The operator's bounds on what a file may unpack to (ZIP packages). */
  limits?: ReadLimits;
}

/**
 * Word and segment counts (or pages, for a format priced by the page), and the detected language for
 * "auto", for pricing a document before its job runs.
 */
export async function measureDocument(
  input: Buffer,
  filename: string,
  options: FormatOptions = {},
  inputConverted = false,
  from = 'auto',
  { handOver = false, limits }: MeasureOptions = {},
): Promise<DocumentMeasure> {
  const format = formatReading(filename, inputConverted);
  if (format.measure) return format.measure(input, from, limits, filename);
  // A quote counts the pictures translateImages would read (they are priced by the picture), not their
  // lettering: reading every picture would keep the user waiting, and sharp must not be loaded first in
  // the PDF thread.
  const textOptions = { ...options, translateImages: false, countPictures: options.translateImages === true };
  const inPlace = input.length <= measuredInPlaceBytes && !binaryFileKind(input);
  if (inPlace || format.measuredInCallerThread) {
    const { segments, pictureCount } = await extractFile(
      input,
      filename,
      textOptions,
      inputConverted,
      from,
      limits,
    );
    return measureSegments(segments, pictureCount);
  }
  // LibreOffice converts a legacy file from here (its work is in its own process, and its slots are
  // this process's); the thread reads the conversion.
  const conversion = inputConverted ? undefined : formatForFilename(filename).conversion;
  if (conversion) {
    return measureDocument(await conversion.convert(input), filename, textOptions, true, from, {
      handOver: true,
      limits,
    });
  }
  const ownsMemory = input.byteOffset === 0 && input.byteLength === input.buffer.byteLength;
  const handedOver = handOver && ownsMemory ? [input.buffer as ArrayBuffer] : [];
  const request = {
    kind: 'measure',
    input,
    filename,
    options: textOptions,
    inputConverted,
    from,
    limits,
  } as const;
  return inPdfThread<DocumentMeasure>(request, undefined, handedOver);
}

/** The engine for the request, checked for the pair; a given engine gets no operator fallback. */
export async function routeRequest(
  settings: TranslationSettings,
  from: string,
  to: string,
): Promise<EngineRoute> {
  if (typeof settings.engine === 'object') {
    await assertEngineServes(settings.engine, from, to);
    return { engine: settings.engine, fallback: settings.fallback };
  }
  const route = await routeEngine(settings.engine, from, to);
  return settings.fallback ? { ...route, fallback: settings.fallback } : route;
}

async function extractSegments(request: DocumentRequest): Promise<ExtractedDocument> {
  const document = await extractFile(
    request.input,
    request.filename,
    request.formatOptions ?? {},
    request.inputConverted,
    request.from,
    request.readLimits,
  );
  if (document.segments.length === 0) {
    // Named with its format: a file read as another format than the user meant (a wrong extension)
    // says so here.
    const format = formatForFilename(request.filename).label.split(' → ')[0];
    throw new UserFacingError(
      'bad_file',
      `${basename(request.filename)} contains no text to translate: Verso read it as ${format}.`,
    );
  }
  return document;
}

/** Characters a file name cannot hold on common systems, and control characters. */
const unsafeInFilename = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The result's name with its stem translated by the job's engine; the plain name when that gives nothing usable. */
async function translatedNameOf(
  request: TranslateDocumentRequest,
  route: EngineRoute,
  from: string,
  to: string,
  outputExtension?: string,
) {
  const extension = fileExtension(request.filename);
  const stem = basename(request.filename, extension);
  const { translations } = await translateSegments({
    segments: [{ id: 'filename', text: stem }],
    from,
    to,
    engine: route.engine,
    fallback: route.fallback,
    signal: request.signal,
  });
  const translated = translations[0]?.replace(unsafeInFilename, ' ').trim().slice(0, 200);
  return translatedFilename(
    translated ? `${translated}${extension}` : request.filename,
    to,
    from,
    outputExtension,
  );
}

/** A preview of a PDF reads only its first pages: they are cut into a file of their own first. */
async function inputToRead(request: TranslateDocumentRequest, format: DocumentFormat): Promise<Buffer> {
  if (!request.preview || format.id !== 'pdf') return request.input;
  return pdfFirstPages(request.input, previewPdfPages, request.formatOptions?.password);
}

/** The segments the engine gets: all of them, or a preview's first part (the PDF was cut already). */
function segmentsToTranslate(request: TranslateDocumentRequest, format: DocumentFormat, segments: Segment[]) {
  if (!request.preview || format.id === 'pdf') return segments;
  return segments.slice(0, previewSegmentCount((format.conversion?.format ?? format).id, segments));
}

export async function translateDocument(request: TranslateDocumentRequest): Promise<TranslatedDocument> {
  const to = resolveLanguage(request.to).code;
  const format = formatForFilename(request.filename);
  await request.onProgress?.({ stage: 'reading', percent: 0, segmentsDone: 0, segmentsTotal: 0 });
  const input = await inputToRead(request, format);
  const document = await extractSegments({ ...request, input });
  const source = sourceLanguageOf(request.from, document.segments);
  const route = await routeRequest(request, source.code, to);
  const translated = segmentsToTranslate(request, format, document.segments);
  const split = request.textPattern && splitByPattern(translated, request.textPattern);
  const sentToEngine = split ? split.parts : translated;
  const segmentsTotal = sentToEngine.length;
  const { translations: engineTexts, report } = await translateSegments({
    ...request,
    segments: sentToEngine,
    from: source.code,
    to,
    engine: route.engine,
    fallback: route.fallback,
    documentTitle: basename(request.filename, extname(request.filename)),
    onProgress: (done) => request.onProgress?.(translatingProgress(done)),
  });
  const translations = split ? split.assemble(engineTexts) : engineTexts;
  const rebuilding = {
    stage: 'rebuilding',
    percent: translationShare,
    segmentsDone: segmentsTotal,
    segmentsTotal,
  } as const;
  await request.onProgress?.(rebuilding);
  // What a preview leaves untranslated is written back as it was.
  const untouched = document.segments.slice(translated.length).map((segment) => segment.text);
  const texts = [...translations, ...untouched];
  const written = await writeDocument(request, document, texts, source, to, route);
  const bilingual = request.bilingualEdition
    ? await writeBilingualEdition({ ...request, input }, format, written, document, texts, to)
    : undefined;
  await request.onProgress?.({ ...rebuilding, percent: 100 });
  // The words translated: a preview's part (the job keeps the whole document's count for its price).
  const wordCount = countWords(translated.map((segment) => segment.text));
  const notes = [...(document.notes ?? []), ...report.notes];
  return { ...written, wordCount, report: { ...report, notes }, ...(bilingual && { bilingual }) };
}

/**
 * The bilingual edition from the translations the result was written with. The document is read again
 * rather than its skeleton reused, as a format's rebuild may consume its skeleton; its pictures
 * (translateImages) are not read again but taken from the first reading, with their lettering. A
 * result the user asked to be bilingual is its own bilingual edition.
 */
async function writeBilingualEdition(
  request: DocumentRequest,
  format: DocumentFormat,
  written: WrittenDocument,
  first: ExtractedDocument,
  translations: string[],
  to: string,
) {
  if (!hasBilingualOutput(format)) return undefined;
  const filename = bilingualFilename(written.filename);
  if (request.formatOptions?.bilingual) return { output: written.output, filename };
  const options = { ...request.formatOptions, bilingual: true };
  const textOnly = { ...options, translateImages: false };
  // Read with extractFile: a document whose only text is in its pictures has no segments of its own.
  const reread = await extractFile(
    request.input,
    request.filename,
    textOnly,
    request.inputConverted,
    request.from,
    request.readLimits,
  );
  const document = withPicturesOf(first, reread);
  if (document.segments.length !== translations.length) return undefined;
  const output = await format.rebuild(document, translations, { from: written.from, to, options });
  return { output, filename };
}

/**
 * Reads the document again and writes it with the given translations (a reviewer's revisions) in
 * place of an engine's: no engine is called. Each translation names the segment it is for and the
 * source it was made for, so a document that now reads differently is refused rather than garbled;
 * placeholders a translation lost are put back as they are after an engine.
 */
export async function rebuildDocument(
  request: DocumentRequest,
  given: readonly TranslatedSegment[],
): Promise<RebuiltDocument> {
  const to = resolveLanguage(request.to).code;
  const document = await extractSegments(request);
  const source = sourceLanguageOf(request.from, document.segments);
  const { translations, repairs } = translationsFor(request.filename, document.segments, given);
  const written = await writeDocument(request, document, translations, source, to);
  return { ...written, placeholderRepairs: repairs };
}

function translationsFor(
  filename: string,
  segments: readonly Segment[],
  given: readonly TranslatedSegment[],
) {
  const byId = new Map(given.map((segment) => [segment.id, segment]));
  let repairs = 0;
  const translations = segments.map((segment) => {
    const found = byId.get(segment.id);
    if (found?.source !== segment.text) {
      throw new UserFacingError(
        'bad_file',
        `${basename(filename)} now reads differently than when it was translated; translate it again.`,
      );
    }
    if (checkPlaceholders(segment.text, found.translation).length === 0) return found.translation;
    const repaired = repairPlaceholders(segment.text, found.translation);
    repairs += repaired.repairs;
    return repaired.text;
  });
  return { translations, repairs };
}

/**
 * The one way a document is written once its segments have their final text. With the engine's `route`
 * the file name may be translated too (API v1's shouldTranslateFileName); a rebuild calls no engine.
 */
async function writeDocument(
  request: DocumentRequest,
  document: ExtractedDocument,
  translations: string[],
  source: { code: string; detected: boolean },
  to: string,
  route?: EngineRoute,
): Promise<WrittenDocument> {
  const format = formatForFilename(request.filename);
  const output = await format.rebuild(document, translations, {
    from: source.code,
    to,
    options: request.formatOptions ?? {},
  });
  const filename =
    request.translateFilename && route
      ? await translatedNameOf(request, route, source.code, to, format.output?.extension)
      : translatedFilename(request.filename, to, source.code, format.output?.extension);
  return {
    output,
    filename,
    mimeType: format.output?.mimeType,
    wordCount: countWords(document.segments.map((segment) => segment.text)),
    from: source.code,
    sourceDetected: source.detected,
    segments: document.segments.map((segment, index) => ({
      id: segment.id,
      source: segment.text,
      translation: translations[index] ?? segment.text,
      ...(segment.context && { context: segment.context }),
    })),
  };
}

/** Translates loose texts (the text page, the API's translateTexts) through the same steps as documents. */
export async function translateTexts(texts: string[], settings: TranslationSettings) {
  const to = resolveLanguage(settings.to).code;
  const segments = texts.map((text, index) => ({ id: `t${index + 1}`, text }));
  const source = sourceLanguageOf(settings.from, segments);
  const route = await routeRequest(settings, source.code, to);
  const split = settings.textPattern && splitByPattern(segments, settings.textPattern);
  const result = await translateSegments({
    ...settings,
    segments: split ? split.parts : segments,
    from: source.code,
    to,
    ...route,
  });
  const translations = split ? split.assemble(result.translations) : result.translations;
  return { ...result, translations, from: source.code, sourceDetected: source.detected };
}
