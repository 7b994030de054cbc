// docs/openapi.json against the endpoints' real answers: a sample call of every path answers with the
// status the document lists for it and a body its schema describes, with no field the schema lacks.
import { backendName, eventually } from '@verso/services/testing/testServices';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';
import { errorBody } from '../responses';
import { apiV1Paths } from '../router';
import { apiV1Operations, type ErrorStatus } from './apiV1Operations';
import { openapiDocument } from './openapiDocument';

const documentedPaths = openapiDocument().paths as Record<string, { post?: { responses: object } }>;

describe(`docs/openapi.json against API v1's answers on ${backendName}`, () => {
  const api = apiV1DuringTests({ credits: 50 });
  let brokeKey: string;
  /** The paths whose 200 answer was held to its schema. */
  const answered = new Set<string>();
  beforeAll(async () => {
    ({ key: brokeKey } = await api.newCaller(0));
  });

  /** Calls a path and holds the answer to the document: its status listed, its body the schema's. */
  async function call(path: string, body: unknown, callerKey?: string) {
    const json = body instanceof FormData ? body : JSON.stringify(body);
    const response = await api.send(path, json, callerKey);
    const answer = await response.json();
    const status = String(response.status);
    expect(
      Object.keys(documentedPaths[`/${path}`]?.post?.responses ?? {}),
      `${path} answered ${status}`,
    ).toContain(status);
    const schema = status === '200' ? apiV1Operations[path]?.response : errorBody;
    // A schema keeps only the fields it names: an undocumented field makes the two differ.
    expect(schema?.parse(answer), `${path} ${status}: ${JSON.stringify(answer)}`).toEqual(answer);
    if (status === '200') answered.add(path);
    return { status: response.status, body: answer };
  }

  const document = (content = 'The house is small.\n') => {
    const fields = new FormData();
    fields.set('fromLang', 'English');
    fields.set('toLang', 'Spanish');
    fields.set('model', 'pseudo');
    fields.set('file', new Blob([content]), 'letter.txt');
    return fields;
  };

  async function completedTask() {
    const { body } = await call('translation/create', document());
    await eventually(async () => (await call('translation/query', body)).body.status === 'Completed');
    return body.taskId as string;
  }

  test('the account and metadata calls', async () => {
    for (const path of ['me', 'languages', 'filetypes', 'models']) {
      expect((await call(path, {})).status).toBe(200);
    }
  });

  test('translateTexts, and its taskId queried as a text task', async () => {
    const texts = { texts: ['The house is small.'], fromLang: 'English', toLang: 'Spanish', model: 'pseudo' };
    const { body } = await call('translation/translateTexts', texts);
    const task = await call('translation/query', { taskId: body.taskId });
    expect(task.body).toMatchObject({ status: 'Completed', fileTitle: null });
  });

  test('a document task: created, queried with its links, its texts read and revised, rebuilt, deleted', async () => {
    const taskId = await completedTask();
    const task = await call('translation/query', { taskId });
    expect(task.body.translatedFileUrl).toMatch(/^http:\/\/verso\.test\//);
    const { body: texts } = await call('translation/queryTexts', { taskId });
    const [source] = Object.keys(texts.texts);
    const revised = await call('translation/updateTexts', {
      taskId,
      revisedTexts: { [source as string]: 'La casa es pequeñita.', 'Not in the task': 'Nada' },
    });
    expect(revised.body).toMatchObject({ updated: 1, ignoredKeys: ['Not in the task'] });
    expect((await call('translation/start', { taskId })).status).toBe(200);
    expect((await call('translation/delete', { taskId })).status).toBe(200);
  });

  test('a glossary: created, queried, changed, deleted', async () => {
    const { body } = await call('glossary/create', {
      name: 'Contract',
      targetLang: 'Spanish',
      keys: ['Verso', 'house'],
      translated: { house: 'casa' },
    });
    await call('glossary/query', body);
    await call('glossary/update', { ...body, desc: 'Names we keep' });
    await call('glossary/delete', body);
  });

  test('every path answers 200 in its documented shape (the tests above call them all)', () => {
    expect([...answered].sort()).toEqual([...apiV1Paths].sort());
  });

  test('refusals: no key, an invalid body, an unknown id, too few credits', async () => {
    const unknown = { taskId: crypto.randomUUID(), glossaryId: crypto.randomUUID() };
    for (const path of apiV1Paths) {
      expect((await call(path, {}, 'vk_not_a_key')).status).toBe(401);
      const errors: ErrorStatus[] = apiV1Operations[path]?.errors ?? [];
      if (errors.includes(400)) expect((await call(path, { taskId: 7, glossaryId: 7 })).status).toBe(400);
      if (errors.includes(404) && path !== 'translation/create') {
        const body = path === 'translation/updateTexts' ? { ...unknown, revisedTexts: {} } : unknown;
        expect((await call(path, body)).status).toBe(404);
      }
    }
    const texts = { texts: ['The house is small.'], fromLang: 'English', toLang: 'Spanish', model: 'pseudo' };
    expect((await call('translation/translateTexts', texts, brokeKey)).status).toBe(402);
    const unknownGlossary = document();
    unknownGlossary.set('glossary', 'No such glossary');
    expect((await call('translation/create', unknownGlossary)).status).toBe(404);
  });
});
