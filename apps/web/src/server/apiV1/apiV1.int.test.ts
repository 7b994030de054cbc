// API v1 as a developer's HTTP client sees it (requests in, responses out), on both backends.
import { Readable } from 'node:stream';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';
import { handleApiV1 } from './router';

describe(`REST API v1 on ${backendName}`, () => {
  const api = apiV1DuringTests({ env: { UPLOAD_LIMIT_MB: '0.01' } });
  const services = () => api.services();

  const call = (
    path: string,
    init: { body?: BodyInit; json?: unknown; key?: string; method?: string } = {},
  ) => {
    const headers: Record<string, string> = { authorization: init.key ?? api.caller().key };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`http://verso.test/api/v1/${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    return handleApiV1(request, path.split('?')[0]!.split('/'), services());
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

  test("a disabled account's key gets 401, and works again once it is enabled", async () => {
    const owner = await services().users.create({ email: 'api-disabled@example.com' });
    const { key: ownerKey } = await services().apiKeys.create(owner.id);
    await services().users.setDisabled('api-disabled@example.com', true);
    expect((await call('me', { json: {}, key: ownerKey })).status).toBe(401);
    await services().users.setDisabled('api-disabled@example.com', false);
    expect((await call('me', { json: {}, key: ownerKey })).status).toBe(200);
  });

  test('me, languages, filetypes and models answer in the contract shapes', async () => {
    expect(await (await call('me', { json: {} })).json()).toEqual({ balance: 20 });
    const { languages } = await (await call('languages', { json: {} })).json();
    expect(languages).toEqual(expect.arrayContaining(['English', 'Spanish', 'Portuguese', 'Swedish']));
    // No engine here translates German: a task asking for it would only fail.
    expect(languages).not.toContain('German');
    const fileTypes = await (await call('filetypes', { json: {} })).json();
    expect(fileTypes.types).toEqual(expect.arrayContaining(['txt', 'docx', 'doc', 'epub', 'idml']));
    expect(fileTypes.types).toEqual(expect.arrayContaining(['mp3', 'wav', 'm4a', 'mp4', 'mkv', 'webm']));
    // A recording's translation is its subtitles.
    expect(fileTypes.translatedAs).toMatchObject({
      doc: 'docx',
      rtf: 'docx',
      xls: 'xlsx',
      ppt: 'pptx',
      mp3: 'srt',
      mp4: 'srt',
    });
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
        { fromLang: 'English', toLang: 'Spanish', shouldTranslateFileName: 'false' },
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
    const download = await api.follow(url.href);
    expect(download.headers.get('content-disposition')).toContain('letter.es.txt');
    expect(await download.text()).toContain('casa');
    const tampered = new URL(url);
    tampered.searchParams.set('signature', 'forged');
    expect((await api.follow(tampered.href)).status).toBe(403);

    expect(await (await call('translation/delete', { json: { taskId } })).json()).toEqual({ success: true });
    expect((await call('translation/query', { json: { taskId } })).status).toBe(404);
  });

  test('a task names its glossary by name, as O.Translator does; an unknown name is refused', async () => {
    await services().glossaries.create(api.caller().userId, {
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
    const download = await api.follow(task.translatedFileUrl);
    expect(await download.text()).toContain('vivienda');
    expect(task.glossary).toEqual(['Homes']);

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

  test('unknown paths answer 404, other methods 405, never a crash', async () => {
    expect((await call('nonsense', { json: {} })).status).toBe(404);
    expect((await call('me', { method: 'GET' })).status).toBe(405);
  });

  const settled = (taskId: string) =>
    eventually(async () => {
      const body = await (await call('translation/query', { json: { taskId } })).json();
      return ['Completed', 'Terminated', 'Cancelled'].includes(body.status) ? body : undefined;
    });
  const open = (address: string) => api.follow(address);

  test('every error body says why as error and message, with a stable code', async () => {
    const unauthorized = await (await call('me', { json: {}, key: 'vk_wrong' })).json();
    expect(unauthorized).toMatchObject({ code: 'unauthorized' });
    expect(unauthorized.message).toBe(unauthorized.error);
    const missing = await (await call('translation/query', { json: { taskId: 'gone' } })).json();
    expect(missing).toEqual({
      error: missing.message,
      message: expect.stringContaining('gone'),
      code: 'not_found',
    });
    const invalid = await (await call('translation/query', { json: {} })).json();
    expect(invalid).toMatchObject({ code: 'bad_request', message: expect.stringContaining('taskId') });
  });

  test('a task reports every field of the contract with real values, its original signed at PUBLIC_URL', async () => {
    const created = await call('translation/create', {
      body: form(
        {
          fromLang: 'Any Language',
          toLang: 'Spanish',
          fileDescription: 'A note about a small house',
          formality: 'prefer_less',
          ignoreComments: 'true',
          ignoreSheetNames: 'true',
        },
        { name: 'report.txt', content: 'The house is small. The dog eats in the garden.\n' },
      ),
    });
    expect(created.status).toBe(200);
    const { taskId } = await created.json();
    const task = await settled(taskId);
    expect(task).toMatchObject({
      status: 'Completed',
      model: 'basic',
      engine: 'apertium',
      fromLang: 'English',
      toLang: 'Spanish',
      fileTitle: 'report.txt',
      fileDescription: 'A note about a small house',
      errorMsg: null,
      wordNums: 10,
      tokenCount: 10,
      price: 1,
      usedCredits: 1,
      glossary: [],
      shouldTranslateImage: false,
      forceOCR: false,
    });
    expect(task.fileUrl).toMatch(/^http:\/\/verso\.test\/api\/v1\/translation\/download\//);
    expect(await (await open(task.fileUrl)).text()).toBe('The house is small. The dog eats in the garden.\n');
    // The contract's default: the file name is translated too.
    const download = await open(task.translatedFileUrl);
    expect(download.headers.get('content-disposition')).toContain('Informe.es.txt');
    const job = await services().jobs.get(api.caller().userId, taskId);
    expect(job).toMatchObject({
      apiKeyId: api.caller().keyId,
      fileDescription: 'A note about a small house',
      // Kept for the engine, which Apertium (the Basic tier here) ignores: the task still completes.
      formality: 'prefer_less',
    });
    expect(job?.formatOptions).toMatchObject({ skipComments: true, skipSheetNames: true });
  });

  test("a formality that is none of DeepL's five values is a 400 naming the field", async () => {
    const refused = await call('translation/create', {
      body: form(
        { fromLang: 'en', toLang: 'es', formality: 'very_formal' },
        { name: 'a.txt', content: 'The house is small.\n' },
      ),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain('formality');
  });

  test('the original link cannot be turned into another file by editing it', async () => {
    const { taskId } = await (
      await call('translation/create', {
        body: form({ fromLang: 'en', toLang: 'es' }, { name: 'a.txt', content: 'The house is small.\n' }),
      })
    ).json();
    const task = await settled(taskId);
    const forged = new URL(task.translatedFileUrl);
    forged.searchParams.set('file', 'original');
    expect((await open(forged.toString())).status).toBe(403);
  });

  test('every model /v1/models lists is accepted; another is a 400 that lists them', async () => {
    const { models } = await (await call('models', { json: {} })).json();
    for (const model of models) {
      const response = await call('translation/translateTexts', {
        json: { texts: ['The house.'], fromLang: 'English', toLang: 'Spanish', model },
      });
      expect({ model, status: response.status }).toEqual({ model, status: 200 });
    }
    const unknown = await call('translation/create', {
      body: form({ fromLang: 'en', toLang: 'es', model: 'gpt-5.4' }, { name: 'x.txt', content: 'Hello.\n' }),
    });
    expect(unknown.status).toBe(400);
    const body = await unknown.json();
    expect(body.code).toBe('unknown_engine');
    for (const model of models) expect(body.message).toContain(model);
  });

  test("translateTexts' taskId is queryable, by its owner only", async () => {
    const translated = await (
      await call('translation/translateTexts', {
        json: { texts: ['The dog eats.'], fromLang: 'Any Language', toLang: 'Spanish' },
      })
    ).json();
    const task = await (await call('translation/query', { json: { taskId: translated.taskId } })).json();
    expect(task).toMatchObject({
      taskId: translated.taskId,
      status: 'Completed',
      progress: 100,
      fromLang: 'English',
      toLang: 'Spanish',
      texts: ['The dog eats.'],
      translatedTexts: translated.translatedTexts,
      usedCredits: translated.usedCredits,
    });
    const stranger = await services().users.create({ email: 'stranger@example.com', credits: 0 });
    const strangerKey = (await services().apiKeys.create(stranger.id)).key;
    const asStranger = await call('translation/query', {
      json: { taskId: translated.taskId },
      key: strangerKey,
    });
    expect(asStranger.status).toBe(404);
  });

  test('a task cancelled while waiting reports Cancelled and no credits used', async () => {
    const job = await services().jobs.create({
      userId: api.caller().userId,
      filename: 'wait.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
    });
    await services().jobs.cancel(api.caller().userId, job.id);
    const task = await (await call('translation/query', { json: { taskId: job.id } })).json();
    expect(task).toMatchObject({ status: 'Cancelled', usedCredits: 0 });
    expect(task.translatedFileUrl).toBeUndefined();
  });
});
