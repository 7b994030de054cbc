// The demo: a small document translated by the offline engine through the same pipeline as jobs, and
// both versions made ready to show side by side (a recording is heard first: demo-recording.ts). Nothing
// is stored and nothing is charged.
import {
  type DocumentPreview,
  getEngine,
  isPictureDocument,
  type LanguagePair,
  mediaKindOf,
  previewDocument,
  stripPlaceholders,
  type TranslatedSegment,
  translateDocument,
  UserFacingError,
} from '@verso/core';
import type { ArxivSettings } from '../jobs/arxivClient';
import { checkDemoDocument, demoLimits, demoPageImages } from './demo-limits';
import { type DemoPaperRequest, translateDemoPaper } from './demo-paper';
import { translateRecording } from './demo-recording';

/** The engine every demo uses: it runs on this machine, so visitors' files go nowhere else. */
const demoEngine = 'apertium';

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

/**
 * A picture's pages carry no text of their own: each is given the lettering read on it (or its
 * translation), so that its image is described by what it says.
 */
function withLettering(
  preview: DocumentPreview,
  segments: TranslatedSegment[],
  side: 'source' | 'translation',
) {
  if (preview.kind !== 'pages') return preview;
  const pages = preview.pages.map((page, index) => ({
    ...page,
    text: segments
      .filter((segment) => segment.context?.page === index + 1)
      .map((segment) => stripPlaceholders(segment[side]))
      .join(' '),
  }));
  return { ...preview, pages };
}

async function translate(request: DemoRequest): Promise<DemoResult> {
  const { input, filename, from, to } = request;
  await checkDemoDocument(input, filename, from);
  if (mediaKindOf(filename)) return translateRecording(request, demoEngine);
  const result = await translateDocument({ input, filename, from, to, engine: demoEngine });
  const [original, translated] = await Promise.all([
    previewDocument(input, filename, demoPageImages),
    previewDocument(result.output, result.filename, demoPageImages),
  ]);
  const pictures = isPictureDocument(filename);
  return {
    // The words translated: a picture's are known only once they are read.
    wordCount: result.wordCount,
    original: pictures ? withLettering(original, result.segments, 'source') : original,
    translated: pictures ? withLettering(translated, result.segments, 'translation') : translated,
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

/** The demo of an arXiv paper, fetched from the operator's ARXIV_URL when named by its id (demo-paper.ts). */
export const demoPaperTranslator = (arxiv: ArxivSettings) => (request: DemoPaperRequest) =>
  translateDemoPaper(request, arxiv, demoEngine);
