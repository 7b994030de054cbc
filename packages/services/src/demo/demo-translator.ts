// The demo: a small document translated by the offline engine through the same pipeline as jobs, and
// both versions made ready to show side by side. Nothing is stored and nothing is charged.
import {
  type DocumentPreview,
  getEngine,
  type LanguagePair,
  previewDocument,
  translateDocument,
  UserFacingError,
} from '@verso/core';
import { checkDemoDocument, demoLimits } from './demo-limits';

/** The engine every demo uses: it runs on this machine, so visitors' files go nowhere else. */
const demoEngine = 'apertium';

const pageImages = { maxPages: demoLimits.maxPdfPages, widthPx: 900 };

export interface DemoRequest {
  input: Buffer;
  filename: string;
  from: string;
  to: string;
}

export interface DemoResult {
  wordCount: number;
  original: DocumentPreview;
  translated: DocumentPreview;
  /** The translated file, for download. */
  output: Buffer;
  filename: string;
  mimeType?: string;
}

async function translate({ input, filename, from, to }: DemoRequest): Promise<DemoResult> {
  const { wordCount } = await checkDemoDocument(input, filename);
  const result = await translateDocument({ input, filename, from, to, engine: demoEngine });
  const [original, translated] = await Promise.all([
    previewDocument(input, filename, pageImages),
    previewDocument(result.output, result.filename, pageImages),
  ]);
  return {
    wordCount,
    original,
    translated,
    output: result.output,
    filename: result.filename,
    mimeType: result.mimeType,
  };
}

/** The language pairs the demo offers: those the offline engine serves here. */
async function pairs(): Promise<LanguagePair[]> {
  const engine = getEngine(demoEngine);
  if (!(await engine.status()).available) {
    throw new UserFacingError(
      'engine_unavailable',
      'The demo is unavailable: the offline engine is not installed.',
    );
  }
  return engine.pairs();
}

export const demoTranslator = { translate, pairs, limits: demoLimits };
