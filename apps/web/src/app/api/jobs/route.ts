// Starts a document translation from the /translate page: the upload streams straight into storage.
import { requestIdHeader } from '@verso/services';
import { receiveJobForm } from '@/server/http/job-form';
import { errorResponse } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInRoute } from '@/server/http/signed-in-route';

export const POST = sameSiteOnly(
  'multipart',
  signedInRoute(async (request, { userId, services }) => {
    try {
      const { upload, jobRequest } = await receiveJobForm(request, services, userId);
      // The request's id goes with the job, so its log lines follow it from upload to download.
      const requestId = request.headers.get(requestIdHeader) ?? undefined;
      const job = await services.jobs.createFromUpload(upload, { ...jobRequest, requestId });
      return Response.json({ id: job.id }, { status: 201 });
    } catch (error) {
      return errorResponse(error, 'POST /api/jobs');
    }
  }),
);
