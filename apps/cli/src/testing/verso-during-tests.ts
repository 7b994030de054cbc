// What the CLI's integration tests share: a fresh backend for the enclosing describe block (PGlite, or
// PostgreSQL + BullMQ when the environment names them), the real `verso` launcher run against it, and
// the services on the same backend to look at what a command changed.
import type { Services } from '@verso/services';
import { createTestBackend, servicesFor, type TestBackend } from '@verso/services/testing/testServices';
import { afterAll, beforeAll } from 'vitest';
import { runVerso } from './run-verso';

/** `extraEnv` adds settings to the backend's (a local S3 server's, once it has started). */
export function versoDuringTests(extraEnv: () => Record<string, string> = () => ({})) {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await createTestBackend();
  }, 120_000);
  afterAll(() => backend?.dispose());
  const started = () => {
    if (!backend) throw new Error('the backend starts before the first test');
    return backend;
  };
  const env = () => ({ ...started().env, ...extraEnv() });
  return {
    env,
    verso: (...args: string[]) => runVerso(args, { ...process.env, ...env() }),
    /**
     * The services for `work`, closed after it, so that `verso` opens the embedded database itself as
     * without a running site (through-running-site.int.test.ts covers going through one).
     */
    async withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
      const services = await servicesFor(started(), extraEnv());
      try {
        return await work(services);
      } finally {
        await services.close();
      }
    },
  };
}
