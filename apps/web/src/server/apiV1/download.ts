// GET /api/v1/translation/download/<taskId>?expires&signature — the signed translatedFileUrl.
import { Readable } from 'node:stream';
import type { Services } from '@verso/services';
import { attachmentDisposition } from '../http/content-disposition';
import { verifyDownloadSignature } from './downloadLink';
import { apiError, errorResponse } from './respond';

export async function downloadResult(request: Request, taskId: string, services: Services) {
  const url = new URL(request.url);
  const valid = verifyDownloadSignature(
    services.config.authSecret,
    taskId,
    url.searchParams.get('expires'),
    url.searchParams.get('signature'),
  );
  if (!valid)
    return apiError(403, 'This download link is invalid or has expired; query the task for a new one.');
  const result = await services.jobs.openResultOfSignedLink(taskId).catch(errorResponse);
  if (result instanceof Response) return result;
  if (!result) return apiError(404, 'The translated file is not available.');
  return new Response(Readable.toWeb(result.stream) as ReadableStream, {
    headers: {
      'content-type': result.mimeType,
      'content-length': String(result.size),
      'content-disposition': attachmentDisposition(result.filename),
    },
  });
}
