// The demo for visitors: a bundled sample or a small upload (or an arXiv paper: the sample paper, or one
// named by its id), translated offline and sent back with previews of both versions. Nothing is stored
// and nothing is charged; each IP has an hourly allowance.
import { isUserFacingError, UserFacingError } from '@verso/core';
import { type DemoPaperRequest, demoLimits, getServices, type Services } from '@verso/services';
import { demoResponseBody } from '@/server/demo/demo-response';
import { readDemoSample, readSamplePaper } from '@/server/demo/demo-sample';
import { readBoundedBody } from '@/server/http/bounded-body';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';

/** Room for the form's other fields around the file. */
const formOverheadBytes = 16 * 1024;

const tooLarge = () =>
  new UserFacingError('too_large', `The demo takes files up to ${demoLimits.maxBytes / 1024} KB.`);

function field(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string' || value.length === 0 || value.length > 40) {
    throw new UserFacingError('bad_request', `The demo form needs a "${name}" field.`);
  }
  return value;
}

async function readForm(request: Request): Promise<FormData> {
  const body = await readBoundedBody(request, demoLimits.maxBytes + formOverheadBytes).catch((error) => {
    throw isUserFacingError(error) && error.code === 'too_large' ? tooLarge() : error;
  });
  const contentType = request.headers.get('content-type') ?? '';
  return new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => {
    throw new UserFacingError('bad_request', 'Send the demo form as multipart/form-data.');
  });
}

/** The document to translate: the sample named by `sample`, or the uploaded `file`. */
async function documentOf(form: FormData): Promise<{ input: Buffer; filename: string }> {
  const sample = form.get('sample');
  if (typeof sample === 'string' && sample) return readDemoSample(sample);
  const file = form.get('file');
  if (!(file instanceof File))
    throw new UserFacingError('bad_request', 'Choose a sample or a file to translate.');
  if (file.size > demoLimits.maxBytes) throw tooLarge();
  return { input: Buffer.from(await file.arrayBuffer()), filename: file.name || 'document' };
}

/**
 * The paper the form names: `arxiv` (an id or link the visitor typed), or the demo's own (`paper=sample`):
 * DEMO_ARXIV_ID fetched from ARXIV_URL, else the sample paper bundled with the site. None for a document.
 */
async function paperOf(form: FormData, services: Services): Promise<DemoPaperRequest['paper'] | undefined> {
  const arxiv = form.get('arxiv');
  if (typeof arxiv === 'string' && arxiv.trim()) return { arxiv: arxiv.trim().slice(0, 200) };
  if (form.get('paper') !== 'sample') return undefined;
  const configured = services.config.demoArxivId;
  return configured ? { arxiv: configured } : { sample: await readSamplePaper() };
}

export const POST = sameSiteOnly('multipart', async (request: Request): Promise<Response> => {
  const services = await getServices();
  const limit = services.config.demoLimitPerHour;
  if (
    !(await services.limits.tryConsume('demo', clientIp(request.headers, services.config.trustProxy), limit))
  ) {
    return Response.json(
      {
        error: `The demo translates ${limit} documents an hour for each visitor. Try again later, or sign in.`,
        limit,
      },
      { status: 429 },
    );
  }
  try {
    const form = await readForm(request);
    const languages = { from: field(form, 'from'), to: field(form, 'to') };
    const paper = await paperOf(form, services);
    const result = paper
      ? await services.demo.translatePaper({ paper, ...languages })
      : await services.demo.translate({ ...(await documentOf(form)), ...languages });
    return Response.json(demoResponseBody(result));
  } catch (error) {
    return errorResponse(error, 'POST /api/demo');
  }
});
