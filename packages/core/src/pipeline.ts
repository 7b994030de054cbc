// The one place formats and engines meet: file in → segments → engine → file out.
import { basename, extname } from 'node:path';
import { resolveSourceLanguage } from './detect';
import type { Engine } from './engines/engine';
import { assertEngineServes } from './engines/registry';
import { type EngineRoute, routeEngine } from './engines/routing';
import { UserFacingError } from './errors';
import { binaryFileKind } from './formats/file-signature';
import type { ExtractedDocument, FormatOptions, ReadLimits } from './formats/format';
import { formatReading } from './formats/measure-file';
import { inPdfThread } from './formats/pdf/in-pdf-thread';
import { formatForFilename } from './formats/registry';
import type { Glossary } from './glossary';
import { resolveLanguage } from './languages';
import type { TranslationMemory } from './memory/translation-memory';
import { countWords, type Segment } from './segments';
import { type DocumentMeasure, languageSample, measureSegments } from './segments/document-measure';
import type { TranslationReport } from './translation/report';
import { translateSegments } from './translation/translate-segments';

export type ProgressListener = (percent: number) => void | Promise<void>;

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
  signal?: AbortSignal;
}

export interface TranslateDocumentRequest extends TranslationSettings {
  input: Buffer;
  filename: string;
  /** `input` is already the format's conversion (`DocumentFormat.conversion`), kept by the caller. */
  inputConverted?: boolean;
  formatOptions?: FormatOptions;
  /** The operator's bounds on reading the file (see ReadLimits). */
  readLimits?: ReadLimits;
  onProgress?: ProgressListener;
}

export interface TranslatedDocument {
  output: Buffer;
  /** The input's name with the target language before the output's extension: `notes.es.txt`, `report.es.docx`. */
  filename: string;
  /** Set when the output is another format than the input (a DOC comes back as a DOCX). */
  mimeType?: string;
  wordCount: number;
  /** The source language used: the one asked for, or the detected one for "auto". */
  from: string;
  sourceDetected: boolean;
  report: TranslationReport;
}

/** Share of the progress bar for translating; rebuilding the file takes the rest. */
const translationShare = 95;

/** `outputExtension` is the format's `output.extension` when it writes another format (`.doc` → `.docx`). */
export function translatedFilename(
  filename: string,
  to: string,
  from?: string,
  outputExtension?: string,
): string {
  const extension = extname(filename);
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

/** Word and segment counts, and the detected language for "auto", for pricing a document before its job runs. */
export async function measureDocument(
  input: Buffer,
  filename: string,
  options: FormatOptions = {},
  inputConverted = false,
  from = 'auto',
  { handOver = false, limits }: MeasureOptions = {},
): Promise<DocumentMeasure> {
  if (input.length <= measuredInPlaceBytes && !binaryFileKind(input)) {
    return measureSegments(
      (await extractFile(input, filename, options, inputConverted, from, limits)).segments,
    );
  }
  // LibreOffice converts a legacy file from here (its work is in its own process, and its slots are
  // this process's); the thread reads the conversion.
  const conversion = inputConverted ? undefined : formatForFilename(filename).conversion;
  if (conversion) {
    return measureDocument(await conversion.convert(input), filename, options, true, from, {
      handOver: true,
      limits,
    });
  }
  const ownsMemory = input.byteOffset === 0 && input.byteLength === input.buffer.byteLength;
  const handedOver = handOver && ownsMemory ? [input.buffer as ArrayBuffer] : [];
  const request = { kind: 'measure', input, filename, options, inputConverted, from, limits } as const;
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

async function extractSegments(request: TranslateDocumentRequest): Promise<ExtractedDocument> {
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

export async function translateDocument(request: TranslateDocumentRequest): Promise<TranslatedDocument> {
  const format = formatForFilename(request.filename);
  const to = resolveLanguage(request.to).code;
  const document = await extractSegments(request);
  const source = sourceLanguageOf(request.from, document.segments);
  const route = await routeRequest(request, source.code, to);
  await request.onProgress?.(0);
  const { translations, report } = await translateSegments({
    ...request,
    segments: document.segments,
    from: source.code,
    to,
    engine: route.engine,
    fallback: route.fallback,
    documentTitle: basename(request.filename, extname(request.filename)),
    onProgress: (done, total) =>
      request.onProgress?.(Math.floor((done / Math.max(total, 1)) * translationShare)),
  });
  const output = await format.rebuild(document, translations, {
    from: source.code,
    to,
    options: request.formatOptions ?? {},
  });
  await request.onProgress?.(100);
  return {
    output,
    filename: translatedFilename(request.filename, to, source.code, format.output?.extension),
    mimeType: format.output?.mimeType,
    wordCount: countWords(document.segments.map((segment) => segment.text)),
    from: source.code,
    sourceDetected: source.detected,
    report,
  };
}

/** Translates loose texts (the text page, the API's translateTexts) through the same steps as documents. */
export async function translateTexts(texts: string[], settings: TranslationSettings) {
  const to = resolveLanguage(settings.to).code;
  const segments = texts.map((text, index) => ({ id: `t${index + 1}`, text }));
  const source = sourceLanguageOf(settings.from, segments);
  const route = await routeRequest(settings, source.code, to);
  const result = await translateSegments({ ...settings, segments, from: source.code, to, ...route });
  return { ...result, from: source.code, sourceDetected: source.detected };
}
