// The hub documents exactly what the API v1 router answers (it reads the generated OpenAPI document),
// with calls a developer can paste.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiV1Operations } from '@/server/apiV1/openapi/apiV1Operations';
import { apiV1Paths } from '@/server/apiV1/router';
import english from '../../../messages/en.json';
import { apiEndpoints, curlExample, fetchExample } from './api-reference';

const byId = (id: string) => {
  const endpoint = apiEndpoints.find((candidate) => candidate.id === id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  return endpoint;
};

describe('API reference', () => {
  it('covers every POST path of the router and the signed download', () => {
    const documented = apiEndpoints
      .filter((endpoint) => endpoint.method === 'POST')
      .map((e) => e.path.slice(1));
    expect(documented.sort()).toEqual([...apiV1Paths].sort());
    expect(apiEndpoints.find((endpoint) => endpoint.method === 'GET')?.path).toBe(
      '/translation/download/{taskId}',
    );
  });

  it('lists the fields each endpoint validates, from its schema', () => {
    const create = byId('create');
    expect(create.body).toBe('multipart');
    expect(create.params).toEqual(
      expect.arrayContaining([
        // One of the two, so neither is required on its own.
        expect.objectContaining({ name: 'file', type: 'file', required: false }),
        expect.objectContaining({ name: 'arxiv', type: 'string', required: false }),
        expect.objectContaining({ name: 'extractTextRegExpPattern', type: 'string', required: false }),
      ]),
    );
    expect(byId('glossaryCreate').params.map((param) => param.name)).toEqual([
      'name',
      'desc',
      'targetLang',
      'keys',
      'translated',
    ]);
  });

  it('shows curl sending the raw key and the body the endpoint reads', () => {
    expect(curlExample(byId('me'), 'https://verso.example')).toBe(
      [
        'curl -X POST https://verso.example/api/v1/me',
        '  -H "Authorization: YOUR_API_KEY"',
        '  -H "Content-Type: application/json"',
        "  -d '{}'",
      ].join(' \\\n'),
    );
    expect(curlExample(byId('create'), 'https://verso.example')).toContain('-F "file=@report.docx"');
  });

  it('shows the same calls with fetch in TypeScript', () => {
    const query = fetchExample(byId('query'), 'https://verso.example');
    expect(query).toContain("fetch('https://verso.example/api/v1/translation/query'");
    expect(query).toContain('Authorization: process.env.VERSO_API_KEY!');
    const create = fetchExample(byId('create'), 'https://verso.example');
    expect(create).toContain("form.set('file', new Blob([await readFile('report.docx')]), 'report.docx');");
  });

  // The schema's English descriptions are only a fallback: every text the hub shows has its own message,
  // which catalogue-parity.test.ts holds every locale to (present, and not an English copy).
  it('takes every title, summary and parameter description from the catalogues', () => {
    const hub: { endpoints: Record<string, object>; params: Record<string, string> } = english.DeveloperHub;
    const missing = apiEndpoints.flatMap((endpoint) => [
      ...['title', 'summary'].flatMap((part) =>
        Object.hasOwn(hub.endpoints[endpoint.id] ?? {}, part) ? [] : [`endpoints.${endpoint.id}.${part}`],
      ),
      ...endpoint.params.flatMap((param) =>
        Object.hasOwn(hub.params, param.catalogueKey) ? [] : [`params.${param.catalogueKey}`],
      ),
    ]);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('shows an answer for every call, in the shape the contract documents for it', () => {
    const mismatches = apiEndpoints
      .filter((endpoint) => endpoint.method === 'POST')
      .flatMap((endpoint) => {
        const schema = apiV1Operations[endpoint.path.slice(1)]?.response;
        // A schema keeps only the fields it names: a field the contract lacks makes the two differ.
        const parsed = schema?.safeParse(endpoint.response);
        return parsed?.success && isDeepStrictEqual(parsed.data, endpoint.response) ? [] : [endpoint.id];
      });
    expect(mismatches).toEqual([]);
  });
});
