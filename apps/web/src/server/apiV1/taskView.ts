// A job as O.Translator's API shows a translation task (field names and status words of the contract).
import { languageByCode } from '@verso/core';
import type { Job, Services } from '@verso/services';
import { type RequestHeaders, siteOrigin } from '../http/site-url';
import { signedDownloadUrl } from './downloadLink';

const statusWord = {
  queued: 'Waiting',
  running: 'Processing',
  completed: 'Completed',
  failed: 'Terminated',
} as const satisfies Record<Job['status'], string>;

export const languageName = (code: string) => languageByCode(code)?.name ?? code;

/** `headers` are the API call's: behind a trusted proxy the file URL names the address the caller used. */
export function taskView(job: Job, services: Services, headers: RequestHeaders) {
  const { config } = services;
  return {
    taskId: job.id,
    model: job.engine,
    fromLang: languageName(job.sourceLang),
    toLang: languageName(job.targetLang),
    status: statusWord[job.status],
    progress: job.progress,
    errorMsg: job.errorMessage,
    fileTitle: job.fileName,
    ...(job.status === 'completed'
      ? { translatedFileUrl: signedDownloadUrl(siteOrigin(config, headers), config.authSecret, job.id) }
      : {}),
    tokenCount: job.wordCount,
    wordNums: job.wordCount,
    price: job.credits,
    usedCredits: job.status === 'failed' ? 0 : job.credits,
    glossary: [],
    shouldTranslateImage: false,
    forceOCR: false,
    createdAt: job.createdAt.toISOString(),
    updatedAt: (job.finishedAt ?? job.startedAt ?? job.createdAt).toISOString(),
  };
}
