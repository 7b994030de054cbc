// The price of a document before its job starts: the same form as POST /api/jobs, measured by the same
// code that will charge it, then the upload is let go (nothing is stored or charged).
import { getServices } from '@verso/services';
import { auth } from '@/server/auth';
import { receiveJobForm } from '@/server/http/job-form';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInUserId } from '@/server/session-user';

export const POST = sameSiteOnly('multipart', async (request: Request): Promise<Response> => {
  const userId = signedInUserId(await auth());
  if (!userId) return jsonError(401, 'Please sign in first.');
  const services = await getServices();
  try {
    const { upload, jobRequest } = await receiveJobForm(request, services, userId);
    try {
      return Response.json(await services.jobs.quote(upload, jobRequest));
    } finally {
      await services.jobs.discardUpload(upload);
    }
  } catch (error) {
    return errorResponse(error, 'POST /api/jobs/quote');
  }
});
