// POST /api/v1/translation/queryTexts and /updateTexts — a finished task's texts by source, and the
// caller's revisions of them. `start` (without payWithCredits) writes the file again from the revisions.
import { UserFacingError } from '@verso/core';
import type { Services } from '@verso/services';
import { z } from 'zod/v4';
import type { Endpoint } from '../endpoint';
import { readJson } from '../readJson';
import { success } from '../respond';
import { taskTextsResponse, updatedTextsResponse } from '../responses';
import { taskIdBody, taskNotFound } from './tasks';

// The contract's examples send the revisions as a JSON-encoded string; clients also send the object.
const revisions = z.record(z.string(), z.string());
export const updateTextsBody = z.object({
  taskId: z.string().min(1),
  revisedTexts: z.union([revisions, z.string()]),
});

function parseRevisions(value: Record<string, string> | string): Record<string, string> {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const checked = revisions.safeParse(parsed);
  if (!checked.success) {
    throw new UserFacingError(
      'bad_request',
      'revisedTexts must be an object of source text → revised translation, or that object as a JSON string.',
    );
  }
  return checked.data;
}

/** Why a task has no texts to read or revise: it does not exist, or it has not completed. */
async function noTexts(services: Services, userId: string, id: string): Promise<never> {
  const job = await services.jobs.get(userId, id);
  if (!job) throw taskNotFound(id);
  throw new UserFacingError(
    'bad_request',
    job.filesExpiredAt
      ? `The files of task ${id} were deleted when their storage period ended; its texts went with them.`
      : `Task ${id} is ${job.status}: its texts can be read and revised once it has completed.`,
  );
}

export const queryTexts: Endpoint = async ({ request, services, user }) => {
  const { taskId: id } = await readJson(request, taskIdBody);
  const texts = (await services.jobs.texts(user.id, id)) ?? (await noTexts(services, user.id, id));
  return success(taskTextsResponse, { taskId: id, ...texts });
};

export const updateTexts: Endpoint = async ({ request, services, user }) => {
  const body = await readJson(request, updateTextsBody);
  const answer =
    (await services.jobs.reviseTexts(user.id, body.taskId, parseRevisions(body.revisedTexts))) ??
    (await noTexts(services, user.id, body.taskId));
  return success(updatedTextsResponse, { success: true, taskId: body.taskId, ...answer });
};
