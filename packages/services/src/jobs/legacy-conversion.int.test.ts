// A legacy Office job (here a DOC) is converted by LibreOffice once: the site's price quote, the job
// created from a second upload of the same file and the worker all read that one conversion.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { libreOfficeConverter } from '@verso/core/formats/legacy-office/libreoffice-converter';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Services } from '../services';
import { localDiskStorage, storageRoot } from '../storage/localDiskStorage';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';
import { convertedKey, readSourceDocument } from './sourceDocument';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../core/src/formats/legacy-office/fixtures/${name}`, import.meta.url));

describe(`legacy Office jobs on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    await services.startRunner();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await services?.close();
    await backend?.dispose();
  });

  const storedFiles = () =>
    readdirSync(storageRoot(backend.env.DATA_DIR as string), { recursive: true, encoding: 'utf8' });
  const receive = (userId: string, name: string) =>
    services.jobs.receiveUpload(userId, name, Readable.from([fixture(name)]));
  const request = { from: 'en', to: 'es' };

  test('a DOC quoted, then started, is converted once and comes back as a DOCX', async () => {
    const conversions = vi.spyOn(libreOfficeConverter, 'convert');
    const user = await services.users.create({ email: 'legacy@example.com', credits: 100 });

    const quoted = await receive(user.id, 'okapi-sample.doc');
    const quote = await services.jobs.quote(quoted, request);
    await services.jobs.discardUpload(quoted);
    expect(quote.wordCount).toBeGreaterThan(10);

    const job = await services.jobs.createFromUpload(await receive(user.id, 'okapi-sample.doc'), request);
    expect(job.wordCount).toBe(quote.wordCount);
    expect(storedFiles().filter((name) => name.endsWith('.converted'))).toHaveLength(1);

    const done = await eventually(async () => {
      const current = await services.jobs.get(user.id, job.id);
      return current?.status === 'completed' || current?.status === 'failed' ? current : undefined;
    }, 120_000);
    expect(done).toMatchObject({ status: 'completed', resultFileName: 'okapi-sample.es.docx' });
    expect(conversions).toHaveBeenCalledTimes(1);
    const result = await services.jobs.openResult(user.id, job.id);
    expect(result?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    await services.jobs.remove(user.id, job.id);
    expect(storedFiles().filter((name) => name.endsWith('.converted'))).toEqual([]);
  }, 180_000);

  test('a worker reads the stored conversion instead of converting again', async () => {
    const storage = localDiskStorage(join(backend.env.DATA_DIR as string, 'elsewhere'));
    const file = { name: 'python-docx-hdr-header-footer.doc', storageKey: 'uploads/u/f' };
    await storage.write(file.storageKey, Readable.from([fixture(file.name)]), Number.POSITIVE_INFINITY);

    const first = await readSourceDocument(storage, file);
    expect(first.inputConverted).toBe(true);
    expect(existsSync(join(backend.env.DATA_DIR as string, 'elsewhere', convertedKey(file)))).toBe(true);

    // What is stored is what is read: a marked copy stands for a conversion made by another process.
    const marked = Buffer.concat([first.input, Buffer.from('stored')]);
    await storage.write(convertedKey(file), Readable.from([marked]), Number.POSITIVE_INFINITY);
    expect((await readSourceDocument(storage, file)).input.equals(marked)).toBe(true);
  }, 120_000);
});
