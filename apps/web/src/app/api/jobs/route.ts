// Starts a document translation from the /translate page: the upload streams straight into storage.
import { readFormatOptions, UserFacingError } from '@verso/core';
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { receiveMultipartUpload } from '@/server/http/receive-upload';
import { signedInUserId } from '@/server/session-user';

const jobFields = z.object({
  from: z.string().min(2).max(40),
  to: z.string().min(2).max(40),
  engine: z.string().min(1).max(100).optional(),
  glossaryId: z.string().min(1).max(100).optional(),
});

function readJobFields(fields: Record<string, string>) {
  const parsed = jobFields.safeParse(fields);
  if (!parsed.success) {
    throw new UserFacingError('unknown_language', 'Choose the languages to translate from and to.');
  }
  return parsed.data;
}

export async function POST(request: Request): Promise<Response> {
  const userId = signedInUserId(await auth());
  if (!userId) return jsonError(401, 'Please sign in first.');
  const services = await getServices();
  try {
    const { upload, fields } = await receiveMultipartUpload(request, services, userId);
    const jobRequest = await Promise.resolve()
      .then(() => ({ ...readJobFields(fields), formatOptions: readFormatOptions(fields) }))
      .catch(async (error) => {
        await services.jobs.discardUpload(upload);
        throw error;
      });
    const job = await services.jobs.createFromUpload(upload, jobRequest);
    return Response.json({ id: job.id }, { status: 201 });
  } catch (error) {
    return errorResponse(error, 'POST /api/jobs');
  }
}
