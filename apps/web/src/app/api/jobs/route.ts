// Starts a document translation from the /translate page: the upload streams straight into storage.
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
    const job = await services.jobs.createFromUpload(upload, jobRequest);
    return Response.json({ id: job.id }, { status: 201 });
  } catch (error) {
    return errorResponse(error, 'POST /api/jobs');
  }
});
