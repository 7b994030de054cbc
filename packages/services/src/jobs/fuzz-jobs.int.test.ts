// Mutated and hostile files of every format family as jobs (upload, quote and charge, run with a real
// engine): each one is refused at upload without a charge, or runs to completion, or fails with a
// message naming its format and the credits refunded. The core's fuzz suite feeds many more inputs
// to the same pipeline (packages/core/src/formats/testing/fuzz).
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { isUserFacingError } from '@verso/core';
import { readPackage, writePackage } from '@verso/core/formats/office-package/index';
import { type FuzzFamily, fuzzFamilies, seedsOf } from '@verso/core/formats/testing/fuzz/fuzz-families';
import { type FuzzInput, fuzzInputs } from '@verso/core/formats/testing/fuzz/fuzz-inputs';
import { corpusFile } from '@verso/core/testing/corpus';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

const startingCredits = 10_000;

async function inputsOf(family: FuzzFamily): Promise<FuzzInput[]> {
  const inputs: FuzzInput[] = [];
  for await (const input of fuzzInputs(family, seedsOf(family, 256 * 1024), [], 2, 23)) inputs.push(input);
  return inputs;
}

/** A real DOCX with an incompressible 2 MB picture added: a legitimate file past a 1 MB unpacked limit. */
async function docxWithPicture(): Promise<Buffer> {
  const pkg = await readPackage(readFileSync(corpusFile('docx/okapi-BoldWorld.docx')), 'DOCX');
  const picture = Buffer.from(Array.from({ length: 2 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
  return writePackage({
    entries: [...pkg.entries, { name: 'word/media/photo.bin', data: picture, compressed: true }],
  });
}

describe(`fuzzed files as jobs on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { ZIP_INFLATED_LIMIT_MB: '1' });
    await services.startRunner();
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  async function outcomeOf(family: FuzzFamily, input: FuzzInput) {
    const user = await services.users.create({
      email: `${crypto.randomUUID()}@example.com`,
      credits: startingCredits,
    });
    const created = await services.jobs
      .create({
        userId: user.id,
        filename: input.filename,
        stream: Readable.from([input.data]),
        from: 'en',
        to: 'es',
        engine: 'pseudo',
      })
      .catch((error: unknown) => error);
    if (!(created && typeof created === 'object' && 'id' in created)) {
      if (!isUserFacingError(created)) throw created;
      expect(created.message, input.label).toMatch(family.names);
      expect(await services.credits.balance(user.id)).toBe(startingCredits);
      return 'refused at upload';
    }
    const job = await eventually(async () => {
      const row = await services.jobs.get(user.id, created.id as string);
      return row && (row.status === 'completed' || row.status === 'failed') ? row : undefined;
    }, 180_000);
    if (job.status === 'completed') return 'completed';
    expect(job.errorMessage, input.label).toMatch(family.names);
    expect(job.errorMessage, input.label).toMatch(/Your credits were refunded\.$/);
    // The refund is written just after the failure (runJob's fail(), not one transaction yet), so a
    // poller may see the failed job a moment before its refund.
    await eventually(async () => (await services.credits.balance(user.id)) === startingCredits, 10_000);
    return 'failed, refunded';
  }

  test.each(fuzzFamilies.map((family) => [family.name, family] as const))(
    '%s: refused without a charge, translated, or failed with the format named and the credits refunded',
    async (_name, family) => {
      for (const input of await inputsOf(family)) {
        expect(['refused at upload', 'completed', 'failed, refunded']).toContain(
          await outcomeOf(family, input),
        );
      }
    },
    600_000,
  );

  test('a document that unpacks past ZIP_INFLATED_LIMIT_MB is refused at upload, naming the format, without a charge', async () => {
    const user = await services.users.create({ email: 'big-docx@example.com', credits: startingCredits });
    const upload = services.jobs.create({
      userId: user.id,
      filename: 'report.docx',
      stream: Readable.from([await docxWithPicture()]),
      from: 'en',
      to: 'es',
      engine: 'pseudo',
    });
    await expect(upload).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(
        /^This DOCX file is too large to translate safely: .*unpacks to more than 1 MB\.$/,
      ),
    });
    expect(await services.jobs.list(user.id)).toEqual([]);
    expect(await services.credits.balance(user.id)).toBe(startingCredits);
  });
});
