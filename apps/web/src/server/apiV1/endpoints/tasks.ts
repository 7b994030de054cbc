// POST /api/v1/translation/create, /query, /delete — document translation tasks.
import { checkedTextPattern, readFormatOptions, UserFacingError } from '@verso/core';
import { requestIdHeader, type Services, taskView, textTaskView, type Upload } from '@verso/services';
import { z } from 'zod/v4';
import { receiveMultipartForm } from '../../http/receive-upload';
import { siteOrigin } from '../../http/site-url';
import type { Endpoint, EndpointContext } from '../endpoint';
import { checkedModel } from '../model';
import { payingOrganization } from '../paying-organization';
import { readJson } from '../readJson';
import { success } from '../respond';
import { successResponse, taskCreatedResponse, taskResponse } from '../responses';
import { createTaskForm } from './createTaskForm';

export const taskIdBody = z.object({ taskId: z.string().min(1).describe('Task ID') });
export const taskNotFound = (id: string) =>
  new UserFacingError('not_found', `No translation task with id ${id}.`);

/** O.Translator's option names for the core's format options (see FormatOptions). */
const contractOptionNames = {
  ignoreComments: 'skipComments',
  ignoreNotes: 'skipNotes',
  ignoreHeadersAndFooters: 'skipHeadersFooters',
  ignoreHidden: 'skipHiddenSlides',
  ignoreMasters: 'skipMasterSlides',
  ignoreSheetNames: 'skipSheetNames',
  forceOCR: 'forceOcr',
  shouldTranslateImage: 'translateImages',
} as const;

/** The format options under either name; Verso's own name wins when a form sends both. */
export function formatOptionsOf(fields: Record<string, string>) {
  const renamed = Object.entries(contractOptionNames).flatMap(([contract, core]) =>
    fields[contract] === undefined ? [] : [[core, fields[contract]]],
  );
  return readFormatOptions({ ...Object.fromEntries(renamed), ...fields });
}

/** O.Translator's "Any Language" is Verso's "auto": the language is detected in the document. */
export const sourceLanguage = (name: string) =>
  name.trim().toLowerCase() === 'any language' ? 'auto' : name;

function readBoolean(fields: Record<string, string>, name: string, fallback: boolean) {
  const value = fields[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new UserFacingError('bad_request', `${name} must be true or false.`);
}
/** extractTextRegExpPattern with its flags, checked (bounded, no runaway backtracking); absent for all text. */
function readTextPattern(fields: Record<string, string>) {
  const pattern = fields.extractTextRegExpPattern;
  if (!pattern) {
    if (fields.extractTextRegExpFlags) {
      throw new UserFacingError('bad_request', 'extractTextRegExpFlags needs an extractTextRegExpPattern.');
    }
    return undefined;
  }
  return checkedTextPattern(pattern, fields.extractTextRegExpFlags ?? '');
}

export const startTaskBody = taskIdBody.extend({
  payWithCredits: z
    .boolean()
    .optional()
    .describe('Pay for a preview task and translate the whole document; without it, rebuild from revisions.'),
  model: z.string().min(1).optional().describe('The model to translate the whole document with.'),
});

/** O.Translator names a glossary by its name; Verso's own fields (bilingual, columns…) ride along. */
async function readTaskFields(
  services: Services,
  userId: string,
  apiKey: EndpointContext['apiKey'],
  fields: Record<string, string>,
) {
  const missing = ['fromLang', 'toLang'].filter((name) => !fields[name]);
  if (missing.length)
    throw new UserFacingError('bad_request', `Missing form field(s): ${missing.join(', ')}.`);
  // The file arrived as the upload, if any; every other part must be a text field.
  const form = createTaskForm.omit({ file: true }).safeParse(fields);
  if (!form.success) {
    const names = form.error.issues.map((issue) => issue.path.join('.'));
    throw new UserFacingError('bad_request', `Invalid form field(s): ${names.join(', ')}.`);
  }
  const glossaryId = fields.glossary
    ? await services.glossaries.idByName(userId, fields.glossary)
    : undefined;
  if (fields.glossary && !glossaryId) {
    throw new UserFacingError('not_found', `You have no glossary called "${fields.glossary}".`);
  }
  return {
    from: sourceLanguage(fields.fromLang as string),
    to: fields.toLang as string,
    engine: await checkedModel(services, fields.model),
    glossaryId,
    formatOptions: formatOptionsOf(fields),
    fileDescription: fields.fileDescription,
    formality: form.data.formality,
    translateFileName: readBoolean(fields, 'shouldTranslateFileName', true),
    textPattern: readTextPattern(fields),
    apiKeyId: apiKey.id,
    webhookUrl: await services.webhooks.urlForTask(fields.webhookUrl, apiKey),
    preview: readBoolean(fields, 'preview', false),
  };
}

async function discardingOnError<T>(services: Services, upload: Upload, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await services.jobs.discardUpload(upload);
    throw error;
  }
}

/** The document is an uploaded `file` or an `arxiv` paper: exactly one of them. */
function checkOneDocument(upload: Upload | undefined, arxiv: string | undefined): void {
  if (upload && arxiv) {
    throw new UserFacingError('bad_request', 'Send either file or arxiv, not both.');
  }
  if (!upload && !arxiv) {
    throw new UserFacingError('bad_request', 'Send the document as file, or an arXiv paper as arxiv.');
  }
}

export const createTask: Endpoint = async (context) => {
  const { request, services, user, apiKey } = context;
  const { upload, fields } = await receiveMultipartForm(request, services, user.id);
  const arxiv = fields.arxiv?.trim() || undefined;
  const readTask = async () => {
    checkOneDocument(upload, arxiv);
    return {
      ...(await readTaskFields(services, user.id, apiKey, fields)),
      organizationId: await payingOrganization(context, fields.wallet || undefined),
      via: 'api' as const,
      requestId: request.headers.get(requestIdHeader) ?? undefined,
    };
  };
  const job = upload
    ? await services.jobs.createFromUpload(upload, await discardingOnError(services, upload, readTask))
    : // The paper is fetched only once the form is known to be good: a refused form costs arXiv nothing.
      await services.jobs.createFromArxiv({ ...(await readTask()), userId: user.id, arxiv: arxiv ?? '' });
  return success(taskCreatedResponse, { taskId: job.id });
};

export const queryTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskIdBody);
  const job = await services.jobs.get(user.id, id);
  if (job) {
    const glossary = job.glossaryId ? await services.glossaries.get(user.id, job.glossaryId) : undefined;
    // Behind a trusted proxy the file URLs name the address the caller used.
    return success(
      taskResponse,
      taskView(job, services.config, siteOrigin(services.config, request.headers), glossary?.name),
    );
  }
  const text = await services.textTranslations.get(user.id, id);
  if (text) return success(taskResponse, textTaskView(text));
  throw taskNotFound(id);
};

export const deleteTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskIdBody);
  if (!(await services.jobs.remove(user.id, id))) throw taskNotFound(id);
  return success(successResponse, { success: true });
};

/**
 * Pays a preview's whole translation (`payWithCredits`, optionally with another `model`): 402 with
 * what is missing when the balance is short; a task already paid for is not charged again. A paid,
 * completed task is written again from its revised texts (updateTexts): no engine call, no charge.
 */
export const startTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id, payWithCredits = false, model } = await readJson(request, startTaskBody);
  const job = await services.jobs.get(user.id, id);
  if (!job) throw taskNotFound(id);
  if (job.preview) {
    await services.jobs.start(user.id, id, { payWithCredits, model });
  } else if (job.status === 'completed' && !payWithCredits) {
    await services.jobs.regenerate(user.id, id);
  }
  return success(successResponse, { success: true });
};
