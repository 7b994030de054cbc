// One credit cannot be spent twice: parallel requests by a user holding 1 credit, text and documents,
// on both backends (PostgreSQL with its connection pool, PGlite). Exactly one is served.
import { Readable } from 'node:stream';
import { creditEntries } from '@verso/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { GlossaryStore } from './glossaries';
import { createJobFromUpload, type Upload } from './jobs/createJob';
import { backendName, servicesDuringTests } from './testing/testServices';

const parallelRequests = 8;

describe(`spending one credit in parallel on ${backendName}`, () => {
  const services = servicesDuringTests();

  const ledgerOf = (userId: string) =>
    services().db.select().from(creditEntries).where(eq(creditEntries.userId, userId));

  /** Runs the requests together; what was served and what was refused for lack of credits. */
  async function together(request: () => Promise<unknown>) {
    const outcomes = await Promise.allSettled(Array.from({ length: parallelRequests }, request));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'insufficient_credits' });
    return { served: outcomes.length - refusals.length, refused: refusals.length };
  }

  test('text translations: one is served and charged, the others are refused', async () => {
    const user = await services().users.create({ email: 'one-credit-texts@example.com', credits: 1 });
    const outcome = await together(() =>
      services().texts.translate({ texts: ['The house is small.'], from: 'en', to: 'es', userId: user.id }),
    );
    expect(outcome).toEqual({ served: 1, refused: parallelRequests - 1 });
    expect(await services().credits.balance(user.id)).toBe(0);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((entry) => entry.amount).sort()).toEqual([-1, 1]);
  });

  test('document jobs: one is created and charged, the others are refused', async () => {
    const user = await services().users.create({ email: 'one-credit-jobs@example.com', credits: 1 });
    const glossary = await services().glossaries.create(user.id, {
      name: 'Kitchen',
      terms: [{ source: 'bread', target: 'pan' }],
    });
    const uploads = await Promise.all(
      Array.from({ length: parallelRequests }, () =>
        services().jobs.receiveUpload(
          user.id,
          'note.txt',
          Readable.from([Buffer.from('The dog eats bread.\n')]),
        ),
      ),
    );
    // Each request reads its glossary just before its price is checked: held there until all have come
    // that far, they meet the balance together, as requests racing on a busy server would.
    const deps = {
      ...services(),
      glossaries: heldUntilAllArrive(services().glossaries),
      uploadLimitBytes: services().config.uploadLimitBytes,
      freePreviewsPerDay: services().config.freePreviewsPerDay,
      readLimits: { maxInflatedBytes: services().config.zipInflatedLimitBytes },
    };
    const outcome = await together(() =>
      createJobFromUpload(deps, uploads.pop() as Upload, { from: 'en', to: 'es', glossaryId: glossary.id }),
    );
    expect(outcome).toEqual({ served: 1, refused: parallelRequests - 1 });
    expect(await services().credits.balance(user.id)).toBe(0);
    const [job, ...others] = await services().jobs.list(user.id);
    expect(others).toEqual([]);
    const ledger = await ledgerOf(user.id);
    expect(
      ledger.map(({ amount, jobId }) => ({ amount, jobId })).sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { amount: -1, jobId: job?.id },
      { amount: 1, jobId: null },
    ]);
  });

  test('a text the engine cannot translate gives its credits back', async () => {
    const user = await services().users.create({ email: 'engine-failed@example.com', credits: 3 });
    await expect(
      services().texts.translate({
        texts: ['The house.'],
        from: 'en',
        to: 'ja',
        engine: 'apertium',
        userId: user.id,
      }),
    ).rejects.toMatchObject({ code: 'unsupported_pair' });
    expect(await services().credits.balance(user.id)).toBe(3);
  });
});

/** The real glossary store, whose look-ups all wait until `parallelRequests` of them have begun. */
function heldUntilAllArrive(glossaries: GlossaryStore): GlossaryStore {
  let arrived = 0;
  let everyoneHere = () => {};
  const meeting = new Promise<void>((resolve) => {
    everyoneHere = resolve;
  });
  return {
    ...glossaries,
    async termsFor(userId, id) {
      if (++arrived === parallelRequests) everyoneHere();
      await meeting;
      return glossaries.termsFor(userId, id);
    },
  };
}
