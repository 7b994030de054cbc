// An upload of unbounded length (chunked, no Content-Length) is cut at the upload limit: the caller gets
// 413, the server stops reading, and nothing of it stays in storage.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { files } from '@verso/db';
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chunkedPost, endlessBody } from '@/testing/endless-body';
import { handleApiV1 } from '../apiV1/router';

const boundary = 'verso-test-boundary';
const multipartType = `multipart/form-data; boundary=${boundary}`;
/** The form's first bytes: languages, then a file part whose content never ends. */
const formOpening = new TextEncoder().encode(
  [
    `--${boundary}`,
    'Content-Disposition: form-data; name="fromLang"',
    '',
    'en',
    `--${boundary}`,
    'Content-Disposition: form-data; name="toLang"',
    '',
    'es',
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="endless.txt"',
    'Content-Type: text/plain',
    '',
    '',
  ].join('\r\n'),
);

describe(`uploads of unbounded length on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { UPLOAD_LIMIT_MB: '1' });
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const storedUploads = () => {
    const dir = join(services.config.dataDir, 'files', 'uploads');
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    } catch {
      return [];
    }
  };

  test('API v1 create answers 413 and stops reading soon after the limit', async () => {
    const user = await services.users.create({ email: 'endless@example.com', credits: 5 });
    const { key } = await services.apiKeys.create(user.id);
    const body = endlessBody(formOpening);
    const request = chunkedPost('http://verso.test/api/v1/translation/create', body.stream, multipartType);
    request.headers.set('authorization', key);
    const response = await handleApiV1(request, ['translation', 'create'], services);

    expect(response.status).toBe(413);
    // The ceiling: the upload limit plus room for the form's fields (50 × 64 KB) and headers.
    const ceiling = services.config.uploadLimitBytes + 50 * 64 * 1024 + 64 * 1024;
    expect(body.pulledBytes()).toBeLessThanOrEqual(ceiling + body.readAheadBytes);
    expect(storedUploads()).toEqual([]);
    expect(await services.db.select().from(files)).toEqual([]);
  });
});
