// Reads a multipart form with one file, streaming the file into storage as it arrives (never
// buffering it whole). The form's other fields may come before or after the file. The whole request is
// read under a ceiling (the upload limit and the fields' room), so no form keeps the server reading.
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { UserFacingError } from '@verso/core';
import type { Services, Upload } from '@verso/services';
import busboy from 'busboy';
import { boundedBody } from './bounded-body';

export interface ReceivedForm {
  upload: Upload;
  fields: Record<string, string>;
}

const fieldLimits = { fields: 50, fieldSize: 64 * 1024 };
/** Room around the file: every field at its largest, and the parts' headers. */
const formOverheadBytes = fieldLimits.fields * fieldLimits.fieldSize + 64 * 1024;

/** Uploads stored before the form failed (its end too large, say) are let go, not left for the sweep. */
async function discardReceived(services: Services, uploads: Promise<Upload>[]) {
  for (const received of await Promise.allSettled(uploads)) {
    if (received.status === 'fulfilled') await services.jobs.discardUpload(received.value);
  }
}

/** The form with its file, which it must have. */
export async function receiveMultipartUpload(request: Request, services: Services, userId: string) {
  const { upload, fields } = await receiveMultipartForm(request, services, userId);
  if (!upload) throw new UserFacingError('bad_file', 'The form has no "file" field.');
  return { upload, fields } satisfies ReceivedForm;
}

/** The form and its file, if it sent one (API v1 names an arXiv paper in place of a file). */
export async function receiveMultipartForm(
  request: Request,
  services: Services,
  userId: string,
): Promise<{ upload?: Upload; fields: Record<string, string> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    throw new UserFacingError('bad_file', 'Send the document as multipart/form-data with a "file" field.');
  }
  const body = boundedBody(request, services.config.uploadLimitBytes + formOverheadBytes);
  const fields: Record<string, string> = {};
  const uploads: Promise<Upload>[] = [];
  // Browsers send non-ASCII file names as raw UTF-8; busboy would read them as Latin-1 by default.
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, ...fieldLimits },
    defParamCharset: 'utf8',
  });
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file') return void stream.resume();
    // Storage may stop reading (wrong type, too large) and destroy what it reads; the form must
    // still be read to its end or it never finishes, so storage gets a pass-through, not busboy's stream.
    const file = new PassThrough();
    stream.pipe(file);
    // A form cut short (too large, connection lost) fails the file, and storage removes what it wrote.
    stream.once('error', (error) => file.destroy(error));
    const upload = services.jobs.receiveUpload(userId, info.filename || 'document', file);
    upload.catch(() => {
      stream.unpipe(file);
      stream.resume();
    });
    uploads.push(upload);
  });
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream), parser);
  } catch (error) {
    await discardReceived(services, uploads);
    throw error;
  }
  const [received] = await Promise.allSettled(uploads);
  if (!received) return { fields };
  if (received.status === 'rejected') throw received.reason;
  return { upload: received.value, fields };
}
