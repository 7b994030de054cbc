// A job, or a text translation, as O.Translator's API shows a translation task (field names and status
// words of the contract): the answer to `translation/query`, and the body of the task's webhooks.
import { languageByCode } from '@verso/core';
import type { TextTranslationRow } from '@verso/db';
import type { Config } from '../config';
import { type Job, usedCredits } from '../jobs/job';
import { signedDownloadUrl, type TaskFile } from './downloadLink';
import type { DocumentTaskView, TextTaskView } from './taskViewSchema';

const statusWord = {
  queued: 'Waiting',
  running: 'Processing',
  completed: 'Completed',
  failed: 'Terminated',
  cancelled: 'Cancelled',
} as const satisfies Record<Job['status'], string>;

export const languageName = (code: string) => languageByCode(code)?.name ?? code;

/**
 * `origin` starts the file URLs: the site's (apps/web's siteOrigin for an API call, PUBLIC_URL's for a
 * webhook). `glossaryName` is the name of the job's glossary, which the contract reports by name.
 */
export function taskView(
  job: Job,
  config: Pick<Config, 'authSecret'>,
  origin: string,
  glossaryName?: string,
): DocumentTaskView {
  const link = (file: TaskFile) => signedDownloadUrl(origin, config.authSecret, job.id, file);
  const done = job.status === 'completed' && !job.filesExpiredAt;
  return {
    taskId: job.id,
    // The tier the caller asked for (or the engine it named); `engine` says what translates it.
    model: job.tier ?? job.engine,
    engine: job.engine,
    fromLang: languageName(job.sourceLang),
    toLang: languageName(job.targetLang),
    status: statusWord[job.status],
    progress: job.progress,
    errorMsg: job.errorMessage,
    fileTitle: job.fileName,
    fileDescription: job.fileDescription,
    ...(job.filesExpiredAt ? {} : { fileUrl: link('original') }),
    ...(done ? { translatedFileUrl: link('translated') } : {}),
    ...(done && job.hasBilingual ? { translatedBilingualFileUrl: link('bilingual') } : {}),
    ...(done && job.outputs.length
      ? { outputFileUrls: Object.fromEntries(job.outputs.map(({ kind }) => [kind, link(kind)])) }
      : {}),
    tokenCount: job.wordCount,
    wordNums: job.wordCount,
    // The whole document's price; for a preview, what `start` with payWithCredits will take.
    price: job.credits,
    usedCredits: usedCredits(job),
    glossary: glossaryName ? [glossaryName] : [],
    shouldTranslateImage: job.formatOptions.translateImages === true,
    forceOCR: job.formatOptions.forceOcr === true,
    createdAt: job.createdAt.toISOString(),
    updatedAt: (job.finishedAt ?? job.startedAt ?? job.createdAt).toISOString(),
  };
}

/** A translateTexts call as a finished task (its taskId is queryable while its texts are kept). */
export function textTaskView(text: TextTranslationRow): TextTaskView {
  return {
    taskId: text.id,
    model: text.model ?? 'basic',
    engine: text.engine,
    fromLang: languageName(text.sourceLang),
    toLang: languageName(text.targetLang),
    status: 'Completed',
    progress: 100,
    errorMsg: null,
    fileTitle: null,
    texts: text.texts ?? [],
    translatedTexts: text.translations ?? [],
    tokenCount: text.wordCount,
    wordNums: text.wordCount,
    price: text.credits,
    usedCredits: text.credits,
    glossary: [],
    shouldTranslateImage: false,
    forceOCR: false,
    createdAt: text.createdAt.toISOString(),
    updatedAt: text.createdAt.toISOString(),
  };
}
