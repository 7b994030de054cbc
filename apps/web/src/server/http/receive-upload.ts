// Reads a multipart form with one file, streaming the file into storage as it arrives (never
// buffering it whole). The form's other fields may come before or after the file.
import { PassThrough, Readable } from 'node:stream';
import { UserFacingError } from '@verso/core';
import type { Services, Upload } from '@verso/services';
import busboy from 'busboy';

export interface ReceivedForm {
  upload: Upload;
  fields: Record<string, string>;
}

export async function receiveMultipartUpload(request: Request, services: Services, userId: string) {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    throw new UserFacingError('bad_file', 'Send the document as multipart/form-data with a "file" field.');
  }
  const fields: Record<string, string> = {};
  const uploads: Promise<Upload>[] = [];
  // Browsers send non-ASCII file names as raw UTF-8; busboy would read them as Latin-1 by default.
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, fields: 50, fieldSize: 64 * 1024 },
    defParamCharset: 'utf8',
  });
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file') return void stream.resume();
    // Storage may stop reading (wrong type, too large) and destroy what it reads; the form must
    // still be read to its end or it never finishes, so storage gets a pass-through, not busboy's stream.
    const body = new PassThrough();
    stream.pipe(body);
    const upload = services.jobs.receiveUpload(userId, info.filename || 'document', body);
    upload.catch(() => {
      stream.unpipe(body);
      stream.resume();
    });
    uploads.push(upload);
  });
  await new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
    Readable.fromWeb(request.body as import('node:stream/web').ReadableStream).pipe(parser);
  });
  const [received] = await Promise.allSettled(uploads);
  if (!received) throw new UserFacingError('bad_file', 'The form has no "file" field.');
  if (received.status === 'rejected') throw received.reason;
  return { upload: received.value, fields } satisfies ReceivedForm;
}
