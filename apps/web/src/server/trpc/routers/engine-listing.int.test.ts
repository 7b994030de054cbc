// What a visitor and an API client learn of the engines: the site's pickers (tRPC meta) and API v1
// list the same engines, never the operator's endpoint addresses, and no testing engine unless
// VERSO_TEST_ENGINES is on; a visitor's text is translated by the Basic tier whatever it names.

import type { RunningDouble } from '@verso/core/engines/http/json-double';
import { startLibreTranslateDouble } from '@verso/core/engines/libretranslate/libretranslate-double';
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { handleApiV1 } from '../../apiV1/router';
import type { Context } from '../context';
import { metaRouter } from './meta';
import { textRouter } from './text';

// Addresses on the operator's own network: a LibreTranslate (its local double) and an LLM server.
const openAiBaseUrl = 'http://10.20.30.40:8000/private-llm/v1';

describe(`engine listings on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;
  let libreTranslate: RunningDouble;
  let apiKey: string;

  beforeAll(async () => {
    libreTranslate = await startLibreTranslateDouble({ apiKey: 'operator-key' });
    // Read when the engines are first built, in this file's own module copy of the core.
    vi.stubEnv('LIBRETRANSLATE_URL', libreTranslate.url);
    vi.stubEnv('LIBRETRANSLATE_API_KEY', 'operator-key');
    vi.stubEnv('OPENAI_API_KEY', 'operator-key');
    vi.stubEnv('OPENAI_BASE_URL', openAiBaseUrl);
    vi.stubEnv('VERSO_TIER_ADVANCED', 'openai');
    backend = await createTestBackend();
    services = await servicesFor(backend, { VERSO_TEST_ENGINES: 'off' });
    const user = await services.users.create({ email: 'api-engines@example.com', credits: 5 });
    apiKey = (await services.apiKeys.create(user.id)).key;
  }, 120_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await services?.close();
    await backend?.dispose();
    await libreTranslate?.close();
  });

  const context = () => ({ services, session: null, clientIp: '203.0.113.9' }) as Context;
  const callApi = async (path: string, json: unknown) => {
    const request = new Request(`http://verso.test/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    return handleApiV1(request, path.split('/'), services);
  };

  test("the site's engine and tier listings name no endpoint address", async () => {
    const meta = metaRouter.createCaller(context());
    const engines = await meta.engines();
    const published = JSON.stringify([engines, await meta.tiers()]);
    expect(published).not.toContain(new URL(libreTranslate.url).host);
    expect(published).not.toContain('10.20.30.40');
    expect(engines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'libretranslate', available: true }),
        expect.objectContaining({ id: 'openai', available: true }),
      ]),
    );
  });

  test('the pickers and API v1 list the same engines, and no testing engine', async () => {
    const listed = (await metaRouter.createCaller(context()).engines()).map((engine) => engine.id);
    expect(listed).not.toContain('identity');
    expect(listed).not.toContain('pseudo');
    const { models } = await (await callApi('models', {})).json();
    const working = (await metaRouter.createCaller(context()).engines()).filter((engine) => engine.available);
    expect(models).toEqual(expect.arrayContaining(working.map((engine) => engine.id)));
    expect(models).not.toContain('identity');
    expect(models).not.toContain('pseudo');
  });

  test('API v1 refuses a testing engine for a document task, charging nothing', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ fromLang: 'en', toLang: 'es', model: 'identity' })) {
      form.set(name, value);
    }
    form.set('file', new Blob(['The house is small.']), 'note.txt');
    const request = new Request('http://verso.test/api/v1/translation/create', {
      method: 'POST',
      headers: { authorization: apiKey },
      body: form,
    });
    const response = await handleApiV1(request, ['translation', 'create'], services);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/no model called "identity"/);
    expect(await (await callApi('me', {})).json()).toEqual({ balance: 5 });
  });

  test('API v1 refuses a testing engine for translateTexts', async () => {
    const response = await callApi('translation/translateTexts', {
      texts: ['The house is small.'],
      fromLang: 'en',
      toLang: 'es',
      model: 'pseudo',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/no model called "pseudo"/);
    expect(await (await callApi('me', {})).json()).toEqual({ balance: 5 });
  });

  test.each(['libretranslate', 'advanced'])(
    'a visitor naming %s is translated by Apertium, the Basic tier',
    async (engine) => {
      const { text } = await textRouter
        .createCaller(context())
        .translate({ text: 'The house is small.', from: 'en', to: 'es', engine });
      // The LibreTranslate double and the unreachable LLM server would have answered otherwise.
      expect(text).toContain('casa');
      expect(text).not.toContain('[es]');
    },
  );
});
