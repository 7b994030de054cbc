// POST /api/v1/translation/create, /query, /delete — document translation tasks.
import { readFormatOptions, UserFacingError } from '@verso/core';
import type { Services, Upload } from '@verso/services';
import { z } from 'zod';
import { receiveMultipartUpload } from '../../http/receive-upload';
import type { Endpoint } from '../endpoint';
import { readJson } from '../readJson';
import { json } from '../respond';
import { taskView } from '../taskView';

const taskId = z.object({ taskId: z.string().min(1) });
const taskNotFound = (id: string) => new UserFacingError('not_found', `No translation task with id ${id}.`);

/** O.Translator names a glossary by its name; Verso's own fields (bilingual, columns…) ride along. */
async function readTaskFields(services: Services, userId: string, fields: Record<string, string>) {
  const missing = ['fromLang', 'toLang'].filter((name) => !fields[name]);
  if (missing.length) throw new UserFacingError('bad_file', `Missing form field(s): ${missing.join(', ')}.`);
  const glossaryId = fields.glossary
    ? await services.glossaries.idByName(userId, fields.glossary)
    : undefined;
  if (fields.glossary && !glossaryId) {
    throw new UserFacingError('not_found', `You have no glossary called "${fields.glossary}".`);
  }
  return {
    from: fields.fromLang as string,
    to: fields.toLang as string,
    engine: fields.model || undefined,
    glossaryId,
    formatOptions: readFormatOptions(fields),
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

export const createTask: Endpoint = async ({ request, services, user }) => {
  const { upload, fields } = await receiveMultipartUpload(request, services, user.id);
  const task = await discardingOnError(services, upload, () => readTaskFields(services, user.id, fields));
  const job = await services.jobs.createFromUpload(upload, task);
  return json({ taskId: job.id });
};

export const queryTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskId);
  const job = await services.jobs.get(user.id, id);
  if (!job) throw taskNotFound(id);
  return json(taskView(job, services, request.headers));
};

export const deleteTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskId);
  if (!(await services.jobs.remove(user.id, id))) throw taskNotFound(id);
  return json({ success: true });
};
