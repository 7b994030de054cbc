// The one place formats and engines meet: file in → segments → engine → file out.
import { basename, extname } from 'node:path';
import { batchTexts } from './engines/batches';
import type { Engine } from './engines/engine';
import { assertEngineServes, chooseEngine } from './engines/registry';
import { UserFacingError } from './errors';
import { formatForFilename } from './formats/registry';
import { resolveLanguage } from './languages';
import { countWords } from './segments';

export type ProgressListener = (percent: number) => void | Promise<void>;

export interface TranslateDocumentRequest {
  input: Buffer;
  filename: string;
  /** Language codes or names. */
  from: string;
  to: string;
  /** An engine id, an engine, or nothing for the default engine. */
  engine?: string | Engine;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

export interface TranslatedDocument {
  output: Buffer;
  /** The input's name with the target language before the extension: `notes.es.txt`. */
  filename: string;
  wordCount: number;
}

/** Share of the progress bar for translating; rebuilding the file takes the rest. */
const translationShare = 95;

interface BatchOptions {
  signal?: AbortSignal;
  onBatchDone?: (doneChars: number, totalChars: number) => void | Promise<void>;
}

async function translateInBatches(
  texts: string[],
  from: string,
  to: string,
  engine: Engine,
  options: BatchOptions = {},
) {
  const totalChars = texts.reduce((sum, text) => sum + text.length, 0);
  const translations: string[] = [];
  let doneChars = 0;
  for (const batch of batchTexts(texts, engine.maxBatchChars)) {
    options.signal?.throwIfAborted();
    const translated = await engine.translate(batch, from, to, options.signal);
    if (translated.length !== batch.length) {
      throw new Error(
        `Engine ${engine.id} returned ${translated.length} translations for ${batch.length} texts.`,
      );
    }
    translations.push(...translated);
    doneChars += batch.reduce((sum, text) => sum + text.length, 0);
    await options.onBatchDone?.(doneChars, totalChars);
  }
  return translations;
}

/** Translates texts with an engine already checked for the pair, batching by its `maxBatchChars`. */
/** `from` and `to` may be codes or names, as everywhere in the core. */
export function translateTexts(texts: string[], from: string, to: string, engine: Engine): Promise<string[]> {
  return translateInBatches(texts, resolveLanguage(from).code, resolveLanguage(to).code, engine);
}

export function translatedFilename(filename: string, to: string, from?: string): string {
  const extension = extname(filename);
  let stem = basename(filename, extension);
  // `notes.en.txt` becomes `notes.es.txt`, not `notes.en.es.txt`.
  if (from && stem.toLowerCase().endsWith(`.${from.toLowerCase()}`)) stem = stem.slice(0, -(from.length + 1));
  return `${stem}.${to}${extension}`;
}

function countAllWords(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

/** Word and segment counts, for pricing a document before its job runs. */
export function measureDocument(
  input: Buffer,
  filename: string,
): { wordCount: number; segmentCount: number } {
  const { segments } = formatForFilename(filename).extract(input);
  return { wordCount: countAllWords(segments.map((segment) => segment.text)), segmentCount: segments.length };
}

async function engineFor(request: TranslateDocumentRequest, from: string, to: string): Promise<Engine> {
  if (typeof request.engine !== 'object') return chooseEngine(request.engine, from, to);
  await assertEngineServes(request.engine, from, to);
  return request.engine;
}

export async function translateDocument(request: TranslateDocumentRequest): Promise<TranslatedDocument> {
  const from = resolveLanguage(request.from).code;
  const to = resolveLanguage(request.to).code;
  const format = formatForFilename(request.filename);
  const engine = await engineFor(request, from, to);
  const document = format.extract(request.input);
  const texts = document.segments.map((segment) => segment.text);
  if (texts.length === 0) {
    throw new UserFacingError('bad_file', `${basename(request.filename)} contains no text to translate.`);
  }
  await request.onProgress?.(0);
  const translations = await translateInBatches(texts, from, to, engine, {
    signal: request.signal,
    onBatchDone: (done, total) => request.onProgress?.(Math.floor((done / total) * translationShare)),
  });
  const output = format.rebuild(document, translations);
  await request.onProgress?.(100);
  return {
    output,
    filename: translatedFilename(request.filename, to, from),
    wordCount: countAllWords(texts),
  };
}
