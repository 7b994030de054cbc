// The hub documents exactly what the API v1 router answers: no endpoint missing, none invented.
import { describe, expect, it } from 'vitest';
import { apiV1Paths } from '@/server/apiV1/router';
import { apiEndpoints, curlExample } from './api-reference';

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

  it('shows curl sending the raw key and the body the endpoint reads', () => {
    const byId = (id: string) => {
      const endpoint = apiEndpoints.find((candidate) => candidate.id === id);
      if (!endpoint) throw new Error(`no endpoint ${id}`);
      return endpoint;
    };
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
});
