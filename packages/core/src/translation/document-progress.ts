// How far a document's translation is, as named stages over one bar (BabelDOC's weighted stages):
// reading the file, translating its segments (most of the bar), rebuilding the file; an arXiv paper's
// translated LaTeX is then compiled to its PDF.

export type DocumentStage = 'reading' | 'translating' | 'rebuilding' | 'compiling';

export interface DocumentProgress {
  stage: DocumentStage;
  /** 0–100 over the whole document. */
  percent: number;
  /** Segments whose translation is known, and the document's segments in all. */
  segmentsDone: number;
  segmentsTotal: number;
}

export type ProgressListener = (progress: DocumentProgress) => void | Promise<void>;

/** What the engine's batches have done so far: characters weigh the bar, segments are what people count. */
export interface SegmentProgress {
  charsDone: number;
  charsTotal: number;
  segmentsDone: number;
  segmentsTotal: number;
}

/** Share of the bar for translating; rebuilding the file takes the rest. */
export const translationShare = 95;

export function translatingProgress(done: SegmentProgress): DocumentProgress {
  const share = done.charsTotal === 0 ? 1 : Math.min(done.charsDone / done.charsTotal, 1);
  return {
    stage: 'translating',
    percent: Math.floor(share * translationShare),
    segmentsDone: Math.min(done.segmentsDone, done.segmentsTotal),
    segmentsTotal: done.segmentsTotal,
  };
}
