// API v1 through the site's own HTTP server, as main.ts serves it: a caller who hangs up before the answer
// stops the work done for them, and is charged nothing for it.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { backendName } from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';
import { apiV1Handler } from './api-v1-route';

describe(`API v1 over HTTP on ${backendName}`, () => {
  const api = apiV1DuringTests({ runner: false });
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(apiV1Handler(async () => api.services()));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  test('a translateTexts caller who hangs up is charged nothing, and no translation is kept', async () => {
    const caller = await api.newCaller(10);
    // The slow testing engine takes 250 ms for each 60 characters: about 5 s for these sentences.
    const texts = Array.from({ length: 20 }, (_, index) => `Sentence ${index} says the house is small.`);
    const call = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/translation/translateTexts',
      headers: { authorization: caller.key, 'content-type': 'application/json' },
    });
    call.on('error', () => {}); // the hang-up below
    call.end(JSON.stringify({ texts, fromLang: 'en', toLang: 'es', model: 'slow' }));
    await sleep(500);
    call.destroy();

    // Past the time the whole call would have taken: had it gone on, it would be charged and kept.
    await sleep(6_000);
    expect(await api.services().credits.balance(caller.userId)).toBe(10);
    expect(await api.services().textTranslations.list(caller.userId)).toEqual([]);
  }, 30_000);
});
