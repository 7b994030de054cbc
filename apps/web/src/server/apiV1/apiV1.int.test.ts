// API v1 as a developer's HTTP client sees it (requests in, responses out), on both backends.
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleApiV1 } from './router';

describe(`REST API v1 on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;
  let key: string;
  let userId: string;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { UPLOAD_LIMIT_MB: '0.01', PUBLIC_URL: 'http://verso.test' });
    await services.startRunner();
    const user = await services.users.create({ email: 'api@example.com', credits: 20 });
    key = (await services.apiKeys.create(user.id)).key;
    userId = user.id;
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const call = (
    path: string,
    init: { body?: BodyInit; json?: unknown; key?: string; method?: string } = {},
  ) => {
    const headers: Record<string, string> = { authorization: init.key ?? key };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`http://verso.test/api/v1/${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    return handleApiV1(request, path.split('?')[0]!.split('/'), services);
  };
  const form = (fields: Record<string, string>, file?: { name: string; content: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (file) body.set('file', new Blob([file.content]), file.name);
    return body;
  };

  test('a bad key gets 401', async () => {
    const response = await call('me', { json: {}, key: 'vk_wrong' });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatch(/API key/);
  });

  test('me, languages, filetypes and models answer in the contract shapes', async () => {
    expect(await (await call('me', { json: {} })).json()).toEqual({ balance: 20 });
    expect((await (await call('languages', { json: {} })).json()).languages).toEqual(
      expect.arrayContaining(['English', 'Spanish', 'Portuguese']),
    );
    const fileTypes = await (await call('filetypes', { json: {} })).json();
    expect(fileTypes.types).toEqual(expect.arrayContaining(['txt', 'docx', 'doc', 'epub', 'idml']));
    expect(fileTypes.translatedAs).toEqual({ doc: 'docx', rtf: 'docx', xls: 'xlsx', ppt: 'pptx' });
    const { models } = await (await call('models', { json: {} })).json();
    expect(models).toContain('apertium');
    expect(models).not.toContain('deepl');
  });

  test('translateTexts returns Spanish and charges a credit', async () => {
    const response = await call('translation/translateTexts', {
      json: { texts: ['The house is small.', 'The dog eats.'], fromLang: 'English', toLang: 'Spanish' },
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.translatedTexts).toHaveLength(2);
    expect(body.translatedTexts[0]).toContain('casa');
    expect(body.usedCredits).toBe(1);
  });

  test('a document task is created, completes, downloads by its signed URL and is deleted', async () => {
    const created = await call('translation/create', {
      body: form(
        { fromLang: 'English', toLang: 'Spanish' },
        { name: 'letter.txt', content: 'The house is small.\n' },
      ),
    });
    expect(created.status).toBe(200);
    const { taskId } = await created.json();

    const task = await eventually(async () => {
      const body = await (await call('translation/query', { json: { taskId } })).json();
      return body.status === 'Completed' || body.status === 'Terminated' ? body : undefined;
    });
    expect(task).toMatchObject({
      taskId,
      status: 'Completed',
      progress: 100,
      fromLang: 'English',
      toLang: 'Spanish',
    });

    const url = new URL(task.translatedFileUrl);
    const download = await handleApiV1(
      new Request(url, { method: 'GET' }),
      url.pathname.split('/').slice(3),
      services,
    );
    expect(download.headers.get('content-disposition')).toContain('letter.es.txt');
    expect(await download.text()).toContain('casa');
    const tampered = new URL(url);
    tampered.searchParams.set('signature', 'forged');
    expect(
      (await handleApiV1(new Request(tampered), tampered.pathname.split('/').slice(3), services)).status,
    ).toBe(403);

    expect(await (await call('translation/delete', { json: { taskId } })).json()).toEqual({ success: true });
    expect((await call('translation/query', { json: { taskId } })).status).toBe(404);
  });

  test('a task names its glossary by name, as O.Translator does; an unknown name is refused', async () => {
    await services.glossaries.create(userId, {
      name: 'Homes',
      terms: [{ source: 'house', target: 'vivienda' }],
    });
    const created = await call('translation/create', {
      body: form(
        { fromLang: 'en', toLang: 'es', glossary: 'Homes' },
        { name: 'home.txt', content: 'The house is small.\n' },
      ),
    });
    const { taskId } = await created.json();
    const task = await eventually(async () => {
      const body = await (await call('translation/query', { json: { taskId } })).json();
      return body.status === 'Completed' || body.status === 'Terminated' ? body : undefined;
    });
    const url = new URL(task.translatedFileUrl);
    const download = await handleApiV1(new Request(url), url.pathname.split('/').slice(3), services);
    expect(await download.text()).toContain('vivienda');

    const unknown = await call('translation/create', {
      body: form({ fromLang: 'en', toLang: 'es', glossary: 'Nope' }, { name: 'x.txt', content: 'Hello.\n' }),
    });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await unknown.json())).toContain('no glossary called \\"Nope\\"');
  });

  test('a bad format option is a 400 naming the field', async () => {
    const response = await call('translation/create', {
      body: form(
        { fromLang: 'en', toLang: 'es', bilingual: 'perhaps' },
        { name: 'x.txt', content: 'Hello.\n' },
      ),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('bilingual must be true or false');
  });

  test('the fields may follow the file in the form', async () => {
    const body = new FormData();
    body.set('file', new Blob(['The house is small.']), 'late.txt');
    body.set('fromLang', 'en');
    body.set('toLang', 'es');
    expect((await call('translation/create', { body })).status).toBe(200);
  });

  test('an unknown task is a JSON 404', async () => {
    const response = await call('translation/query', { json: { taskId: 'no-such-task' } });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toContain('no-such-task');
  });

  test('a wrong file type is a 400 naming the accepted types', async () => {
    const response = await call('translation/create', {
      body: form({ fromLang: 'English', toLang: 'Spanish' }, { name: 'deck.key', content: 'x' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('.txt');
  });

  test('a file over the size limit is a 413 with a clear message', async () => {
    const response = await call('translation/create', {
      body: form(
        { fromLang: 'English', toLang: 'Spanish' },
        { name: 'big.txt', content: 'word '.repeat(5000) },
      ),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/larger than/);
  });

  test('paths of the contract not built yet answer 501, others 404, never a crash', async () => {
    expect((await call('glossary/create', { json: {} })).status).toBe(501);
    expect((await call('translation/start', { json: { taskId: 'x' } })).status).toBe(501);
    expect((await call('nonsense', { json: {} })).status).toBe(404);
    expect((await call('me', { method: 'GET' })).status).toBe(405);
  });
});
