import { readFileSync } from 'node:fs';
import type { Services } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { apiV1Paths, handleApiV1 } from '../router';
import contract from './contract-paths.fixture.json';
import { openapiDocument } from './openapiDocument';
import { openapiPath } from './openapiPath';

const document = openapiDocument();
type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};
const postOf = (path: string) =>
  (document.paths as Record<string, { post?: Operation }>)[path]?.post as Operation | undefined;

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` makes of the schemas today (run it after changing them)', () => {
    expect(JSON.parse(readFileSync(openapiPath, 'utf8'))).toEqual(document);
  });

  it('is served at GET /api/v1/openapi.json without a key', async () => {
    const request = new Request('http://verso.test/api/v1/openapi.json');
    // The document is built from the schemas alone: no service is asked.
    const response = await handleApiV1(request, ['openapi.json'], {} as Services);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(document);
  });

  it('documents every POST path the router answers, and no other', () => {
    const documented = Object.keys(document.paths).filter((path) => postOf(path));
    expect(documented.sort()).toEqual(apiV1Paths.map((path) => `/${path}`).sort());
  });
});

describe("O.Translator's contract (the fixture's facts)", () => {
  it.each(Object.entries(contract.paths))(
    '%s exists with the same method, body type and request fields',
    (path, facts) => {
      const operation = postOf(path);
      expect(facts.method).toBe('POST');
      expect(operation, `${path} is missing`).toBeDefined();
      const content = operation?.requestBody?.content ?? {};
      if (facts.contentType) expect(Object.keys(content)).toEqual([facts.contentType]);
      const fields = Object.keys(Object.values(content)[0]?.schema.properties ?? {});
      expect(fields).toEqual(expect.arrayContaining(facts.fields));
    },
  );
});
