// How far a recording's subtitles are: named stages over one bar, weighted by the time each takes.
// Recognising speech is most of it and is counted in seconds of sound done.

export type MediaStage = 'recognising' | 'translating' | 'writing';

export interface MediaProgress {
  stage: MediaStage;
  /** 0–100 over the whole job. */
  percent: number;
  secondsDone: number;
  secondsTotal: number;
}

export type MediaProgressListener = (progress: MediaProgress) => void | Promise<void>;

/** Where each stage starts on the bar. */
const stageStart: Record<MediaStage, number> = { recognising: 0, translating: 80, writing: 95 };
const stageEnd: Record<MediaStage, number> = { recognising: 80, translating: 95, writing: 100 };

/** `share` (0–1) of `stage` done, over a recording of `secondsTotal`. */
export function mediaProgress(stage: MediaStage, share: number, secondsTotal: number): MediaProgress {
  const span = stageEnd[stage] - stageStart[stage];
  const percent = Math.floor(stageStart[stage] + span * Math.min(Math.max(share, 0), 1));
  const secondsDone = stage === 'recognising' ? Math.min(share, 1) * secondsTotal : secondsTotal;
  return { stage, percent, secondsDone: Math.round(secondsDone * 10) / 10, secondsTotal };
}
