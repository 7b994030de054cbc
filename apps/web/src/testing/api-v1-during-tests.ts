// What API v1's integration tests share: services on a fresh backend (PGlite or PostgreSQL + BullMQ, as
// the environment says) for the enclosing describe block, an account with credits and its key, and calls
// handed straight to the router as a developer's HTTP client would send them.
import type { Services } from '@verso/services';
import { createTestBackend, servicesFor, type TestBackend } from '@verso/services/testing/testServices';
import { afterAll, beforeAll } from 'vitest';
import { handleApiV1 } from '@/server/apiV1/router';
import { postToApiV1 } from './post-to-api-v1';

/** Whatever the API answered, as `Response.json()` gives it. */
type JsonAnswer = Awaited<ReturnType<Response['json']>>;

export interface ApiV1Caller {
  userId: string;
  key: string;
  keyId: string;
  /** What the key's webhook deliveries are signed with. */
  webhookSecret: string;
}

export interface ApiV1TestContext {
  services(): Services;
  /** The account made before the tests, with `credits` on its wallet. */
  caller(): ApiV1Caller;
  /** Another account with its own key. */
  newCaller(credits?: number): Promise<ApiV1Caller>;
  /** A POST with a JSON text or a form, as the caller (or the given key). */
  send(path: string, body: BodyInit, key?: string): Promise<Response>;
  /** A POST of `json`, its status and parsed answer. */
  post(path: string, json: unknown, key?: string): Promise<{ status: number; body: JsonAnswer }>;
  /** A signed file link the API handed out (`translatedFileUrl`…), followed. */
  follow(url: string): Promise<Response>;
}

interface ApiV1TestOptions {
  credits?: number;
  /**
   * Settings beside the test backend's (PUBLIC_URL is http://verso.test); a function is read as the
   * services start, for settings known only then (a local bucket's address).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Whether jobs run (the in-process runner or a BullMQ worker); on by default. */
  runner?: boolean;
}

export function apiV1DuringTests({ credits = 20, env = {}, runner = true }: ApiV1TestOptions = {}) {
  let backend: TestBackend | undefined;
  let services: Services | undefined;
  let caller: ApiV1Caller | undefined;
  const servicesStarted = () => {
    if (!services) throw new Error('the services start before the first test');
    return services;
  };
  const newCaller = async (wallet = 0): Promise<ApiV1Caller> => {
    const user = await servicesStarted().users.create({
      email: `api-${crypto.randomUUID()}@example.com`,
      credits: wallet,
    });
    const { key, id, webhookSecret } = await servicesStarted().apiKeys.create(user.id);
    return { userId: user.id, key, keyId: id, webhookSecret };
  };
  const callerMade = () => {
    if (!caller) throw new Error('the caller is made before the first test');
    return caller;
  };
  // Opening PGlite and migrating it takes a while on a machine busy with other suites.
  beforeAll(async () => {
    backend = await createTestBackend();
    const settings = typeof env === 'function' ? env() : env;
    services = await servicesFor(backend, { PUBLIC_URL: 'http://verso.test', ...settings });
    if (runner) await services.startRunner();
    caller = await newCaller(credits);
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });
  const send = (path: string, body: BodyInit, key = callerMade().key) =>
    postToApiV1(servicesStarted(), path, body, key);
  return {
    services: servicesStarted,
    caller: callerMade,
    newCaller,
    send,
    async post(path: string, json: unknown, key?: string) {
      const response = await send(path, JSON.stringify(json), key);
      return { status: response.status, body: await response.json() };
    },
    follow(url: string) {
      const link = new URL(url);
      return handleApiV1(new Request(link), link.pathname.split('/').slice(3), servicesStarted());
    },
  } satisfies ApiV1TestContext;
}
