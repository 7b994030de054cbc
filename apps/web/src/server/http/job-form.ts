// The /translate page's job form (a file, languages, engine, glossary, format options), read once for
// both routes that take it: the price preview and the start. A form that fails to read loses its upload.
import { readFormatOptions, UserFacingError } from '@verso/core';
import type { JobRequest, Services, Upload } from '@verso/services';
import { z } from 'zod';
import { receiveMultipartUpload } from './receive-upload';

const jobFields = z.object({
  from: z.string().min(2).max(40),
  to: z.string().min(2).max(40),
  engine: z.string().min(1).max(100).optional(),
  glossaryId: z.string().min(1).max(100).optional(),
});

function readJobRequest(fields: Record<string, string>): JobRequest {
  const parsed = jobFields.safeParse(fields);
  if (!parsed.success) {
    throw new UserFacingError('unknown_language', 'Choose the languages to translate from and to.');
  }
  return { ...parsed.data, formatOptions: readFormatOptions(fields) };
}

export async function receiveJobForm(
  request: Request,
  services: Services,
  userId: string,
): Promise<{ upload: Upload; jobRequest: JobRequest }> {
  const { upload, fields } = await receiveMultipartUpload(request, services, userId);
  try {
    return { upload, jobRequest: readJobRequest(fields) };
  } catch (error) {
    await services.jobs.discardUpload(upload);
    throw error;
  }
}
