// POST /api/v1/translation/create, /query, /delete — document translation tasks.
import { UserFacingError } from '@verso/core';
import { z } from 'zod';
import { receiveMultipartUpload } from '../../http/receive-upload';
import type { Endpoint } from '../endpoint';
import { readJson } from '../readJson';
import { json } from '../respond';
import { taskView } from '../taskView';

const taskId = z.object({ taskId: z.string().min(1) });
const taskNotFound = (id: string) => new UserFacingError('not_found', `No translation task with id ${id}.`);

export const createTask: Endpoint = async ({ request, services, user }) => {
  const { upload, fields } = await receiveMultipartUpload(request, services, user.id);
  const missing = ['fromLang', 'toLang'].filter((name) => !fields[name]);
  if (missing.length) {
    await services.jobs.discardUpload(upload);
    throw new UserFacingError('bad_file', `Missing form field(s): ${missing.join(', ')}.`);
  }
  const job = await services.jobs.createFromUpload(upload, {
    from: fields.fromLang as string,
    to: fields.toLang as string,
    engine: fields.model || undefined,
  });
  return json({ taskId: job.id });
};

export const queryTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskId);
  const job = await services.jobs.get(user.id, id);
  if (!job) throw taskNotFound(id);
  return json(taskView(job, services));
};

export const deleteTask: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskId);
  if (!(await services.jobs.remove(user.id, id))) throw taskNotFound(id);
  return json({ success: true });
};
