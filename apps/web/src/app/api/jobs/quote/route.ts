// The price of a document before its job starts: the same form as POST /api/jobs, measured by the same
// code that will charge it, then the upload is let go (nothing is stored or charged).
import { receiveJobForm } from '@/server/http/job-form';
import { errorResponse } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInRoute } from '@/server/http/signed-in-route';

export const POST = sameSiteOnly(
  'multipart',
  signedInRoute(async (request, { userId, services }) => {
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
  }),
);
