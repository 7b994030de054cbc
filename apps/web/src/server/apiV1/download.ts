// GET /api/v1/translation/download/<taskId>?file&expires&signature — a task's signed file links
// (translatedFileUrl; fileUrl, translatedBilingualFileUrl and outputFileUrls name their file).
import type { Services } from '@verso/services';
import { type JobFile, type TaskFile, taskFiles, verifyDownloadSignature } from '@verso/services';
import { storedFileResponse } from '../http/stored-file-response';
import { apiError, errorResponse } from './respond';

/** The task's names are the job's, but for the translation (the link's first form names no file). */
const jobFileOf = (file: TaskFile): JobFile => (file === 'translated' ? 'translation' : file);

export async function downloadResult(request: Request, taskId: string, services: Services) {
  const url = new URL(request.url);
  const named = url.searchParams.get('file');
  const file: TaskFile = taskFiles.find((known) => known === named) ?? 'translated';
  const valid = verifyDownloadSignature(
    services.config.authSecret,
    taskId,
    file,
    url.searchParams.get('expires'),
    url.searchParams.get('signature'),
  );
  if (!valid)
    return apiError(
      403,
      'forbidden',
      'This download link is invalid or has expired; query the task for a new one.',
    );
  const result = await services.jobs.openFileOfSignedLink(taskId, jobFileOf(file)).catch(errorResponse);
  if (result instanceof Response) return result;
  if (!result) return apiError(404, 'not_found', `The ${file} file is not available.`);
  return storedFileResponse(result);
}
