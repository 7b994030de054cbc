// The access matrix: every tRPC procedure of the app router and every route handler under src/app,
// called as a visitor, user A, user B on A's things, a member and an admin of A's organisation, and a
// site admin, on both backends. Each call must get the answer its access rules give, show no one a
// thing of A's they may not see, and leave A's things as they were unless the caller may change them.
// A procedure or route added without what the matrix needs to call it fails here, saying what to add.
import './run-from-site-directory';

import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRPCError } from '@trpc/server';
import type { AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createContext } from '../trpc/context';
import { appRouter } from '../trpc/root';
import { type AccessWorld, buildAccessWorld, type Identity, identities } from './access-world';
import {
  kindAnswers,
  type ProcedureAnswer,
  type ProcedureRow,
  procedureKind,
  procedureRows,
  routerKinds,
} from './procedure-rows';
import { inRequestScope } from './request-scope';
import { accessStatuses, type HttpMethod, httpMethods, type RouteCase } from './route-case';
import { routeRows } from './route-rows';

vi.mock('next/headers', async () => (await import('./request-scope')).nextHeadersDouble);

const servicesKey = Symbol.for('verso.services');
/** Six identities, some in worlds of their own, and jobs to finish: more than a usual test. */
const cellsTimeoutMs = 180_000;
const siteUrl = 'http://verso.test';
const appDir = fileURLToPath(new URL('../../app/', import.meta.url));
const routeFiles = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => basename(file) === 'route.ts')
  .map((file) => ({ route: dirname(file), file: join(appDir, file) }))
  .sort((a, b) => a.route.localeCompare(b.route));
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

describe(`access matrix on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;
  let sharedWorld: AccessWorld;

  beforeAll(async () => {
    backend = await createTestBackend();
    const siteEnv = { DATA_DIR: backend.env.DATA_DIR ?? '', PUBLIC_URL: siteUrl };
    services = await servicesFor(backend, { ...siteEnv, VERSO_TEST_ENGINES: 'on', TRUST_PROXY: 'on' });
    // Code that reads the configuration itself (sitemaps) sees the same site, and writes nothing here.
    for (const [name, value] of Object.entries(siteEnv)) vi.stubEnv(name, value);
    await services.startRunner();
    // Route handlers and tRPC's context find the services where getServices() keeps them.
    (globalThis as Record<symbol, unknown>)[servicesKey] = Promise.resolve(services);
    sharedWorld = await buildAccessWorld(services);
  }, 120_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    delete (globalThis as Record<symbol, unknown>)[servicesKey];
    await services?.close();
    await backend?.dispose();
    // Closing waits for the jobs the worlds left running (PDF jobs take their time on a busy machine).
  }, 90_000);

  /** A query or a GET reads: one world serves them all; anything else gets a world of its own. */
  const worldFor = (reads: boolean) => (reads ? Promise.resolve(sharedWorld) : buildAccessWorld(services));

  /** A request as a browser (session cookie) and a developer (API key) acting as `identity` send it. */
  function requestAs(
    world: AccessWorld,
    identity: Identity,
    method: string,
    path: string,
    init: RequestInit = {},
  ) {
    const headers = new Headers(init.headers);
    // As Next passes them on: Auth.js names its cookies after the protocol.
    headers.set('host', new URL(siteUrl).host);
    headers.set('x-forwarded-proto', 'http');
    headers.set('origin', siteUrl);
    headers.set('sec-fetch-site', 'same-origin');
    // One address per identity, so per-address allowances (text, demo, enquiries) do not mix them up.
    headers.set('x-forwarded-for', `10.0.0.${identities.indexOf(identity) + 1}`);
    if (identity !== 'anonymous') {
      const person = world.people[identity];
      headers.set('cookie', `authjs.session-token=${person.sessionToken}`);
      headers.set('authorization', person.apiKey);
    }
    return new Request(new URL(path, siteUrl), { ...init, method, headers });
  }

  /** A's things `identity` may not see, leaving out what the caller sent itself. */
  const hiddenFrom = (
    world: AccessWorld,
    identity: Identity,
    sent: string,
    shownTo: readonly Identity[] = [],
  ) =>
    world.markers
      .filter(({ text, visibleTo }) => ![...visibleTo, ...shownTo].includes(identity) && !sent.includes(text))
      .map(({ text }) => text);

  /** One call as one identity: what it should get, what it got, and everything it was shown. */
  interface Cell {
    expected: string;
    got: string;
    matches: boolean;
    /** The whole answer, searched for A's things. */
    shown: string;
    /** What the caller sent: a marker the caller itself sent is no leak. */
    sent: string;
  }

  /** Runs one cell and says what went wrong with it, if anything. */
  async function checkCell(
    world: AccessWorld,
    identity: Identity,
    run: () => Promise<Cell>,
    rules: { shownTo?: readonly Identity[]; mayChangeA: boolean },
  ): Promise<string[]> {
    const before = rules.mayChangeA ? undefined : await world.snapshotOfA();
    const cell = await run();
    const problems = cell.matches ? [] : [`${identity}: expected ${cell.expected}, got ${cell.got}`];
    for (const marker of hiddenFrom(world, identity, cell.sent, rules.shownTo)) {
      if (cell.shown.includes(marker)) problems.push(`${identity}: LEAK, was shown ${marker} (${cell.got})`);
    }
    if (before !== undefined && (await world.snapshotOfA()) !== before) {
      problems.push(`${identity}: LEAK, changed A's things (${cell.got})`);
    }
    return problems;
  }

  describe('tRPC procedures', () => {
    test('every row names a procedure that exists', () => {
      const stale = Object.keys(procedureRows).filter((path) => !(path in appRouter._def.procedures));
      expect(
        stale,
        'procedureRows (src/server/access/procedure-rows.ts) names procedures that are gone',
      ).toEqual([]);
    });

    test('every procedure of an admin-only router is an admin procedure', () => {
      const routerOf = (path: string) => path.split('.')[0] ?? '';
      const misbuilt = procedures
        .filter(([path, procedure]) => {
          const required = routerKinds[routerOf(path)];
          return required && procedureKind(procedure) !== required;
        })
        .map(([path, procedure]) => `${path} is ${procedureKind(procedure)}`);
      expect(misbuilt, 'routerKinds (src/server/access/procedure-rows.ts)').toEqual([]);
    });

    test.each(procedures)(
      '%s',
      async (path, procedure) => {
        const rows = [procedureRows[path] ?? {}].flat();
        if (procedure._def.inputs.length > 0 && rows.some((row) => !row.input)) {
          throw new Error(
            `tRPC procedure ${path} takes an input: add a row for it to procedureRows in apps/web/src/server/access/procedure-rows.ts (its input, and who may use what it names).`,
          );
        }
        const problems: string[] = [];
        for (const row of rows) problems.push(...(await checkProcedureRow(path, procedure, row)));
        expect(problems, `${path} (${procedureKind(procedure)} ${procedure._def.type})`).toEqual([]);
      },
      cellsTimeoutMs,
    );
  });

  async function checkProcedureRow(path: string, procedure: AnyProcedure, row: ProcedureRow) {
    const kind = procedureKind(procedure);
    const expected = { ...kindAnswers(kind), ...row.answers };
    const problems: string[] = [];
    for (const identity of identities) {
      const world = await worldFor(procedure._def.type === 'query');
      const input = await row.input?.(world);
      const run = async (): Promise<Cell> => {
        const answer = await callProcedure(world, identity, path, input);
        return {
          expected: describeAnswer(expected[identity]),
          got: describeAnswer(answer),
          matches: answerMatches(answer, expected[identity]),
          shown: describeAnswer(answer),
          sent: JSON.stringify(input) ?? '',
        };
      };
      const rules = {
        shownTo: kind === 'admin' ? (['siteAdmin'] as const) : [],
        mayChangeA: identity === 'userA' || (row.changesA ?? []).includes(identity),
      };
      const cell = await checkCell(world, identity, run, rules);
      problems.push(...cell.map((problem) => (row.label ? `${row.label}, ${problem}` : problem)));
    }
    return problems;
  }

  async function callProcedure(world: AccessWorld, identity: Identity, path: string, input: unknown) {
    const request = requestAs(world, identity, 'POST', `/api/trpc/${path}`);
    const context = await inRequestScope(request, () => createContext({ req: request }));
    const procedure = path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        appRouter.createCaller(context),
      );
    try {
      return { value: await (procedure as (input: unknown) => Promise<unknown>)(input) };
    } catch (error) {
      if (error instanceof TRPCError) return error;
      throw error;
    }
  }

  describe('route handlers', () => {
    test('every row names a route that exists', () => {
      const stale = Object.keys(routeRows).filter(
        (route) => !routeFiles.some((file) => file.route === route),
      );
      expect(stale, 'routeRows (src/server/access/route-rows.ts) names routes that are gone').toEqual([]);
    });

    test.each(routeFiles)(
      '$route',
      async ({ route, file }) => {
        const handlers = (await import(file)) as Record<string, unknown>;
        const methods = httpMethods.filter((method) => typeof handlers[method] === 'function');
        const row = routeRows[route];
        const missing = methods.filter((method) => !row?.[method]?.length);
        if (missing.length) {
          throw new Error(
            `Route ${route} exports ${missing.join(', ')} with no call in routeRows (apps/web/src/server/access/route-rows.ts): add how to call each method and who may.`,
          );
        }
        const problems: string[] = [];
        for (const method of methods) {
          for (const routeCase of row?.[method] ?? []) {
            const handler = handlers[method] as RouteHandler;
            problems.push(...(await checkRouteCase(method, handler, routeCase)));
          }
        }
        expect(problems, route).toEqual([]);
      },
      cellsTimeoutMs,
    );
  });

  type RouteHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

  async function checkRouteCase(method: HttpMethod, handler: RouteHandler, routeCase: RouteCase) {
    const expected = { ...accessStatuses(routeCase), ...routeCase.answers };
    const problems: string[] = [];
    for (const identity of identities) {
      const world = await worldFor(routeCase.reads ?? (method === 'GET' || method === 'HEAD'));
      const call = await routeCase.call(world);
      const headers = call.contentType ? { 'content-type': call.contentType } : undefined;
      const request = requestAs(world, identity, method, call.path, { body: call.body, headers });
      const run = async (): Promise<Cell> => {
        const response = await inRequestScope(request, () =>
          handler(request, { params: Promise.resolve(call.params ?? {}) }),
        );
        const body = await response.text();
        return {
          expected: String(expected[identity]),
          got: `${response.status} ${body.slice(0, 200)}`,
          matches: response.status === expected[identity],
          shown: body,
          sent: `${call.path} ${sentBody(call.body)}`,
        };
      };
      const rules = { shownTo: routeCase.shownTo, mayChangeA: identity === 'userA' };
      const cell = await checkCell(world, identity, run, rules);
      problems.push(...cell.map((problem) => `${method} ${routeCase.label}, ${problem}`));
    }
    return problems;
  }
});

function sentBody(body: BodyInit | undefined): string {
  if (body instanceof FormData)
    return JSON.stringify([...body].filter(([, value]) => typeof value === 'string'));
  return typeof body === 'string' ? body : '';
}

function answerMatches(answer: { value: unknown } | TRPCError, expected: ProcedureAnswer): boolean {
  if (answer instanceof TRPCError) return answer.code === expected;
  if (expected === 'ok') return true;
  return typeof expected === 'object' && JSON.stringify(expected.value) === JSON.stringify(answer.value);
}

function describeAnswer(answer: { value: unknown } | TRPCError | ProcedureAnswer): string {
  if (answer instanceof TRPCError) return `${answer.code} "${answer.message}"`;
  if (typeof answer === 'string') return answer;
  return `ok ${JSON.stringify(answer.value) ?? 'undefined'}`;
}
