// Sends one of a job's files to its owner (streamed, or a redirect to the bucket with S3): the
// translation, or with ?file=bilingual its bilingual version, ?file=original the document as uploaded,
// a recording's other outputs by kind (?file=webVtt, transcript, video…), or an arXiv paper's translated
// LaTeX source (?file=latexSource).
import { isJobFile } from '@verso/services';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { signedInRoute } from '@/server/http/signed-in-route';
import { storedFileResponse } from '@/server/http/stored-file-response';

type RouteContext = { params: Promise<{ id: string }> };

export const GET = signedInRoute<RouteContext>(async (request, { userId, services }, { params }) => {
  const { id } = await params;
  const asked = new URL(request.url).searchParams.get('file') ?? 'translation';
  if (!isJobFile(asked))
    return jsonError(400, 'file must be translation, bilingual, original or an output of the job.');
  const file = asked;
  // Someone else's job and a missing one answer alike, so ids cannot be probed.
  const result = await services.jobs
    .openFile(userId, id, file)
    .catch((error) => errorResponse(error, 'download'));
  if (result instanceof Response) return result;
  if (!result) return jsonError(404, 'This translation is not ready or no longer exists.');
  return storedFileResponse(result);
});
