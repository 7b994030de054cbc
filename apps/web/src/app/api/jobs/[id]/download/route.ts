// Sends a finished translation to its owner, streamed from storage.
import { Readable } from 'node:stream';
import { getServices } from '@verso/services';
import { auth } from '@/server/auth';
import { attachmentDisposition } from '@/server/http/content-disposition';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { signedInUserId } from '@/server/session-user';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const userId = signedInUserId(await auth());
  if (!userId) return jsonError(401, 'Please sign in first.');
  const { id } = await params;
  const services = await getServices();
  // Someone else's job and a missing one answer alike, so ids cannot be probed.
  const result = await services.jobs
    .openResult(userId, id)
    .catch((error) => errorResponse(error, 'download'));
  if (result instanceof Response) return result;
  if (!result) return jsonError(404, 'This translation is not ready or no longer exists.');
  return new Response(Readable.toWeb(result.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': result.mimeType,
      'Content-Length': String(result.size),
      'Content-Disposition': attachmentDisposition(result.filename),
      'Cache-Control': 'private, no-store',
    },
  });
}
