// The /translate page's job form (a file, languages, engine, glossary, formality, format options), read
// once for both routes that take it: the price preview and the start. A form that fails to read loses its
// upload.
import { formalities, readFormatOptions, UserFacingError } from '@verso/core';
import { type JobRequest, payers, type Services, type Upload } from '@verso/services';
import { z } from 'zod';
import { receiveMultipartUpload } from './receive-upload';

const jobFields = z.object({
  from: z.string().min(2).max(40),
  to: z.string().min(2).max(40),
  engine: z.string().min(1).max(100).optional(),
  glossaryId: z.string().min(1).max(100).optional(),
  formality: z.enum(formalities).optional(),
  /** Which wallet pays: the user's own (the default) or their organisation's. */
  wallet: z.enum(payers).optional(),
  /** `true`: a preview of the document's first part, paid for in full later (services' startJob). */
  preview: z.enum(['true', 'false']).optional(),
});

async function readJobRequest(services: Services, userId: string, fields: Record<string, string>) {
  const parsed = jobFields.safeParse(fields);
  if (!parsed.success) {
    throw new UserFacingError('unknown_language', 'Choose the languages to translate from and to.');
  }
  const { wallet, preview, ...request } = parsed.data;
  return {
    ...request,
    preview: preview === 'true',
    formatOptions: readFormatOptions(fields),
    organizationId: await services.organizationWallet.payingOrganization(userId, wallet),
  } satisfies JobRequest;
}

export async function receiveJobForm(
  request: Request,
  services: Services,
  userId: string,
): Promise<{ upload: Upload; jobRequest: JobRequest }> {
  const { upload, fields } = await receiveMultipartUpload(request, services, userId);
  try {
    return { upload, jobRequest: await readJobRequest(services, userId, fields) };
  } catch (error) {
    await services.jobs.discardUpload(upload);
    throw error;
  }
}
