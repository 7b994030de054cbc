// A task's file links as a developer follows them: the bilingual edition beside the translation,
// every link starting at PUBLIC_URL (https when the site is served over https), and with S3 storage
// a redirect to a short-lived presigned link to the bucket instead of the file passing through the site.
import { partTexts } from '@verso/core/formats/docx/docx-test-support';
import { sampleDocx } from '@verso/core/formats/docx/sample-package';
import { type LocalS3Server, startLocalS3Server } from '@verso/services/testing/localS3Server';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiV1TestContext, apiV1DuringTests } from '@/testing/api-v1-during-tests';

describe(`API v1 task file links on ${backendName}`, () => {
  const api = apiV1DuringTests({ env: { PUBLIC_URL: 'https://verso.example' } });
  const createTask = (name: string, content: string | Buffer) => completedTask(api, name, content);
  const open = (address: string) => api.follow(address);

  test('a subtitle task offers a bilingual file with both languages, at no extra charge', async () => {
    const task = await createTask('talk.srt', '1\n00:00:01,000 --> 00:00:02,000\nThe house is small.\n');
    expect(task).toMatchObject({ status: 'Completed', usedCredits: 1 });
    const translation = await (await open(task.translatedFileUrl)).text();
    expect(translation).toContain('casa');
    expect(translation).not.toContain('The house is small.');
    const bilingual = await open(task.translatedBilingualFileUrl);
    expect(bilingual.headers.get('content-disposition')).toContain('talk.es.bilingual.srt');
    const text = await bilingual.text();
    expect(text).toContain('The house is small.');
    expect(text).toContain('casa');
  });

  test('a DOCX task offers a bilingual document with each paragraph in both languages', async () => {
    const docx = await sampleDocx({ body: '<w:p><w:r><w:t>The house is small.</w:t></w:r></w:p>' });
    const task = await createTask('house.docx', docx);
    expect(task).toMatchObject({ status: 'Completed', usedCredits: 1 });
    const bilingual = await open(task.translatedBilingualFileUrl);
    expect(bilingual.headers.get('content-disposition')).toContain('house.es.bilingual.docx');
    const body = (await partTexts(Buffer.from(await bilingual.arrayBuffer()))).get('word/document.xml') ?? '';
    expect(body).toContain('The house is small.');
    expect(body).toContain('casa');
    const translation = (
      await partTexts(Buffer.from(await (await open(task.translatedFileUrl)).arrayBuffer()))
    ).get('word/document.xml');
    expect(translation).not.toContain('The house is small.');
  });

  test('a format without a bilingual edition has no translatedBilingualFileUrl', async () => {
    const task = await createTask('letter.txt', 'The house is small.\n');
    expect(task.status).toBe('Completed');
    expect(task.translatedBilingualFileUrl).toBeUndefined();
  });

  test('with PUBLIC_URL on https, every file URL starts there, whatever host the request came to', async () => {
    const task = await createTask('note.srt', '1\n00:00:01,000 --> 00:00:02,000\nThe dog eats.\n');
    for (const link of [task.fileUrl, task.translatedFileUrl, task.translatedBilingualFileUrl]) {
      expect(link).toMatch(/^https:\/\/verso\.example\/api\/v1\/translation\/download\//);
    }
  });
});

describe(`API v1 task file links with S3 storage on ${backendName}`, () => {
  let s3: LocalS3Server;
  // Registered first, so the bucket is up before the services start and closes after they stop.
  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(() => s3?.close());
  const api = apiV1DuringTests({ env: () => s3.env });

  test('a file link redirects to the bucket once its signature is checked, and the presigned link serves the file', async () => {
    const task = await completedTask(api, 'letter.txt', 'The house is small.\n');
    expect(task.status).toBe('Completed');
    const redirect = await api.follow(task.translatedFileUrl);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/results/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('casa');
    expect(file.headers.get('content-disposition')).toContain('letter.es.txt');
    const original = await api.follow(task.fileUrl);
    expect(await (await fetch(original.headers.get('location') ?? '')).text()).toBe('The house is small.\n');

    const forged = new URL(task.translatedFileUrl);
    forged.searchParams.set('signature', 'x'.repeat(43));
    const refused = await api.follow(forged.toString());
    expect(refused.status).toBe(403);
    expect(refused.headers.get('location')).toBeNull();
  });
});

/** Creates a task over API v1 with the caller's key and waits until it has finished. */
async function completedTask(api: ApiV1TestContext, name: string, content: string | Buffer) {
  const body = new FormData();
  body.set('fromLang', 'English');
  body.set('toLang', 'Spanish');
  body.set('shouldTranslateFileName', 'false');
  body.set('file', new Blob([new Uint8Array(Buffer.from(content))]), name);
  const { taskId } = await (await api.send('translation/create', body)).json();
  return eventually(async () => {
    const { body: task } = await api.post('translation/query', { taskId });
    return ['Completed', 'Terminated'].includes(task.status) ? task : undefined;
  });
}
