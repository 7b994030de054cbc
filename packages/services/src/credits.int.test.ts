// One credit cannot be spent twice: parallel requests by a user holding 1 credit, text and documents,
// on both backends (PostgreSQL with its connection pool, PGlite). Exactly one is served.
import { Readable } from 'node:stream';
import { creditEntries } from '@verso/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { GlossaryStore } from './glossaries';
import { createJobFromUpload, type Upload } from './jobs/createJob';
import { backendName, servicesDuringTests } from './testing/testServices';

const parallelRequests = 8;

describe(`spending one credit in parallel on ${backendName}`, () => {
  const services = servicesDuringTests();

  const ledgerOf = (userId: string) => entriesOf(services, userId);

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

  test('a text whose caller went away stops the engine and gives its credits back', async () => {
    const user = await services().users.create({ email: 'caller-gone@example.com', credits: 3 });
    const caller = new AbortController();
    // The slow engine takes 250 ms for each 60 characters: about 5 s for these sentences.
    const texts = Array.from({ length: 20 }, (_, index) => `Sentence ${index} says the house is small.`);
    const started = performance.now();
    const translating = services().texts.translate({
      texts,
      from: 'en',
      to: 'es',
      engine: 'slow',
      userId: user.id,
      signal: caller.signal,
    });
    setTimeout(() => caller.abort(), 300);
    await expect(translating).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await services().credits.balance(user.id)).toBe(3);
    expect(await services().textTranslations.list(user.id)).toEqual([]);
  });
});

describe(`the balance kept beside the ledger on ${backendName}`, () => {
  const services = servicesDuringTests();

  /** What the ledger's entries add up to, for a user's own wallet or an organisation's. */
  async function ledgerSum(wallet: { userId: string } | { organizationId: string }) {
    const entries = await services()
      .db.select()
      .from(creditEntries)
      .where(
        'userId' in wallet
          ? and(eq(creditEntries.userId, wallet.userId), isNull(creditEntries.organizationId))
          : eq(creditEntries.organizationId, wallet.organizationId),
      );
    return entries.reduce((sum, entry) => sum + entry.amount, 0);
  }

  test("every way credits move leaves each wallet's balance equal to the sum of its entries", async () => {
    const { credits, organizations, texts, users } = services();
    const owner = await users.create({ email: 'kept-balance@example.com', credits: 40 });
    const { id: organizationId } = await organizations.create(owner.id, 'Kept balance');
    await credits.adjust({ userId: owner.id, organizationId, amount: 30, reason: 'grant', adminId: null });
    await texts.translate({ texts: ['The house is small.'], from: 'en', to: 'es', userId: owner.id });
    await texts.translate({
      texts: ['The dog is big.'],
      from: 'en',
      to: 'es',
      userId: owner.id,
      organizationId,
    });
    await credits.release({ userId: owner.id, amount: 1 });
    await credits.adjust({ userId: owner.id, amount: -5, reason: 'correction', adminId: null });

    expect(await credits.balance(owner.id)).toBe(40 - 1 + 1 - 5);
    expect(await credits.balance(owner.id)).toBe(await ledgerSum({ userId: owner.id }));
    expect(await credits.balanceOf({ organizationId })).toBe(30 - 1);
    expect(await credits.balanceOf({ organizationId })).toBe(await ledgerSum({ organizationId }));
  });

  test('an entry that would overdraw a wallet is refused by the database, whichever code writes it', async () => {
    const user = await services().users.create({ email: 'no-overdraft@example.com', credits: 3 });
    await expect(
      services().db.insert(creditEntries).values({ userId: user.id, amount: -4, reason: 'text translation' }),
    ).rejects.toThrow();
    expect(await services().credits.balance(user.id)).toBe(3);
    expect((await entriesOf(services, user.id)).map((entry) => entry.amount)).toEqual([3]);
  });

  test('a charge larger than the balance is refused with the balance, and takes nothing', async () => {
    const user = await services().users.create({ email: 'short-by-two@example.com', credits: 2 });
    const whenShort = (balance: number, amount: number) => new Error(`short: ${balance} < ${amount}`);
    await expect(
      services().credits.spend({ userId: user.id, amount: 4, reason: 'text translation', whenShort }),
    ).rejects.toThrow('short: 2 < 4');
    await services().credits.spend({ userId: user.id, amount: 2, reason: 'text translation', whenShort });
    expect(await services().credits.balance(user.id)).toBe(0);
    await expect(
      services().credits.spend({ userId: 'no-such-user', amount: 0, reason: 'text translation', whenShort }),
    ).rejects.toThrow(/wallet no-such-user does not exist/);
  });
});

/** Every entry naming the user, whichever wallet it belongs to. */
const entriesOf = (services: ReturnType<typeof servicesDuringTests>, userId: string) =>
  services().db.select().from(creditEntries).where(eq(creditEntries.userId, userId));

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
