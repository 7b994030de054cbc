// The answer to a download the caller may have, the one place the site decides how a stored file
// is sent: a redirect to a short-lived link when storage makes one (S3), so the file does not pass
// through the site; otherwise the file itself, streamed from disk.
import { Readable } from 'node:stream';
import { attachmentDisposition } from '@verso/services';

export interface StoredFile {
  stream: Readable;
  directUrl?: string;
  filename: string;
  size: number;
  mimeType: string;
}

/** Call only once the caller's right to the file is checked: a link opens it for anyone who has it. */
export function storedFileResponse(file: StoredFile): Response {
  if (file.directUrl) {
    file.stream.destroy();
    return new Response(null, {
      status: 302,
      headers: { Location: file.directUrl, 'Cache-Control': 'private, no-store' },
    });
  }
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(file.filename),
      'Cache-Control': 'private, no-store',
    },
  });
}
