// API v1's queryTexts and updateTexts as a developer's HTTP client sees them, on both backends.
import { jobs } from '@verso/db';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

const page = '<p>The dog eats <b>bread</b>.</p>\n<p>The house is small.</p>\n';

describe(`API v1 task texts on ${backendName}`, () => {
  const api = apiV1DuringTests();
  const { post } = api;
  async function finishedTask() {
    const fields = new FormData();
    fields.set('fromLang', 'English');
    fields.set('toLang', 'Spanish');
    fields.set('model', 'pseudo');
    fields.set('file', new Blob([page]), 'page.html');
    const { taskId } = await (await api.send('translation/create', fields)).json();
    await eventually(async () => (await post('translation/query', { taskId })).body.status === 'Completed');
    return taskId as string;
  }

  test('queryTexts maps each source text to its translation; nothing is revised yet', async () => {
    const taskId = await finishedTask();
    const { status, body } = await post('translation/queryTexts', { taskId });
    expect(status).toBe(200);
    expect(Object.keys(body.texts)).toEqual(['The dog eats <g1>bread</g1>.', 'The house is small.']);
    expect(body.texts['The house is small.']).not.toBe('The house is small.');
    expect(body).toMatchObject({ taskId, revisedTexts: {} });
  });

  test('updateTexts takes the JSON string of the contract or an object, and lists keys that match nothing', async () => {
    const taskId = await finishedTask();
    const asString = await post('translation/updateTexts', {
      taskId,
      revisedTexts: JSON.stringify({
        'The house is small.': 'La casa es pequeña.',
        'Not in it.': 'No está.',
      }),
    });
    expect(asString).toEqual({
      status: 200,
      body: { success: true, taskId, updated: 1, ignoredKeys: ['Not in it.'] },
    });
    const asObject = await post('translation/updateTexts', {
      taskId,
      revisedTexts: { 'The dog eats <g1>bread</g1>.': 'El perro come <g1>pan</g1>.' },
    });
    expect(asObject.body).toMatchObject({ success: true, updated: 1, ignoredKeys: [] });

    const { body } = await post('translation/queryTexts', { taskId });
    expect(body.revisedTexts).toEqual({
      'The dog eats <g1>bread</g1>.': 'El perro come <g1>pan</g1>.',
      'The house is small.': 'La casa es pequeña.',
    });
    expect(body.texts['The house is small.']).toBe('La casa es pequeña.');
  });

  test('a revision that drops a placeholder, or revisions that are not an object, get a 400 that says why', async () => {
    const taskId = await finishedTask();
    const broken = await post('translation/updateTexts', {
      taskId,
      revisedTexts: { 'The dog eats <g1>bread</g1>.': 'El perro come pan.' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe(
      'Segment 1 must keep the formatting marks of its source (<g1> is missing; </g1> is missing). Put them back and save again.',
    );
    const notJson = await post('translation/updateTexts', { taskId, revisedTexts: '{"unclosed' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/^revisedTexts must be an object/);
    expect((await post('translation/queryTexts', { taskId })).body.revisedTexts).toEqual({});
  });

  test("another user's task is not found, and an unfinished one says it has not completed", async () => {
    const taskId = await finishedTask();
    const { key: strangerKey } = await api.newCaller();
    expect((await post('translation/queryTexts', { taskId }, strangerKey)).status).toBe(404);
    expect((await post('translation/updateTexts', { taskId, revisedTexts: {} }, strangerKey)).status).toBe(
      404,
    );

    // A task still waiting: a row no runner will take (it was never queued).
    const [waiting] = await api
      .services()
      .db.insert(jobs)
      .values({
        userId: api.caller().userId,
        sourceLang: 'en',
        targetLang: 'es',
        engine: 'pseudo',
        fileName: 'later.txt',
      })
      .returning();
    const early = await post('translation/queryTexts', { taskId: waiting?.id });
    expect(early).toMatchObject({
      status: 400,
      body: {
        error: `Task ${waiting?.id} is queued: its texts can be read and revised once it has completed.`,
      },
    });
  });
});
