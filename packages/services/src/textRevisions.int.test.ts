// Text typed on the site is one translation revised while typing goes on: it is charged the price of its
// longest text once and leaves one history record, holding the last text. What cannot be revised (another
// user's record, an old one) is a new translation, charged in full.
import { textTranslations } from '@verso/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from './testing/testServices';
import { revisableForMs } from './textRevisions';

/** A text of `count` words: 1 credit a started thousand with the identity engine. */
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe(`text revisions on ${backendName}`, () => {
  const services = servicesDuringTests();

  const newUser = (email: string, credits: number) => services().users.create({ email, credits });
  const translate = (userId: string, text: string, revises?: string, to = 'es', engine = 'identity') =>
    services().texts.translate({ texts: [text], from: 'en', to, engine, userId, revises });

  test('five revisions of a paragraph charge its longest text once and leave one record with the last', async () => {
    const user = await newUser('typing@example.com', 10);
    let revises: string | undefined;
    // 2,500 words is the longest: 3 credits. The last text shrinks, and charged credits stay.
    for (const count of [400, 900, 1_500, 2_500, 1_200]) {
      revises = (await translate(user.id, words(count), revises)).id;
    }
    expect(await services().credits.balance(user.id)).toBe(7);
    const history = await services().textTranslations.list(user.id);
    expect(history).toEqual([expect.objectContaining({ id: revises, wordCount: 1_200, credits: 3 })]);
    const record = await services().textTranslations.get(user.id, revises as string);
    expect(record?.texts).toEqual([words(1_200)]);
    expect(record?.translations).toEqual([words(1_200)]);
  });

  test("another user's record is not revised: the text is a new translation, charged in full", async () => {
    const owner = await newUser('owner@example.com', 5);
    const other = await newUser('other@example.com', 5);
    const owned = await translate(owner.id, words(10));
    const answer = await translate(other.id, words(10), owned.id);
    expect(answer.id).not.toBe(owned.id);
    expect(answer.usedCredits).toBe(1);
    expect(await services().credits.balance(other.id)).toBe(4);
    expect(await services().textTranslations.list(other.id)).toHaveLength(1);
    const kept = await services().textTranslations.get(owner.id, owned.id as string);
    expect(kept).toMatchObject({ texts: [words(10)], credits: 1 });
  });

  test('a translation last written more than ten minutes ago is not revised', async () => {
    const user = await newUser('paused@example.com', 5);
    const first = await translate(user.id, words(10));
    const longAgo = new Date(Date.now() - revisableForMs - 60_000);
    await services()
      .db.update(textTranslations)
      .set({ createdAt: longAgo })
      .where(eq(textTranslations.id, first.id as string));
    const next = await translate(user.id, words(12), first.id);
    expect(next.id).not.toBe(first.id);
    expect(await services().credits.balance(user.id)).toBe(3);
    expect(await services().textTranslations.list(user.id)).toHaveLength(2);
  });

  test('only the newest translation is revised: an earlier one sent back starts a new one', async () => {
    const user = await newUser('two-texts@example.com', 5);
    const first = await translate(user.id, words(10));
    await translate(user.id, words(20));
    const next = await translate(user.id, words(11), first.id);
    expect(next.id).not.toBe(first.id);
    expect(await services().credits.balance(user.id)).toBe(2);
  });

  test('parallel revisions of one translation charge what the text adds once', async () => {
    const user = await newUser('parallel@example.com', 10);
    const first = await translate(user.id, words(10));
    const revisions = await Promise.all(
      Array.from({ length: 4 }, (_, index) => translate(user.id, words(1_500 + index), first.id)),
    );
    expect(revisions.map((answer) => answer.id)).toEqual(Array(4).fill(first.id));
    expect(revisions.map((answer) => answer.usedCredits).sort()).toEqual([0, 0, 0, 1]);
    expect(await services().credits.balance(user.id)).toBe(8);
    expect(await services().textTranslations.list(user.id)).toEqual([
      expect.objectContaining({ id: first.id, credits: 2 }),
    ]);
  });

  test('a revision the engine cannot translate charges nothing and leaves the record as it was', async () => {
    const user = await newUser('revision-failed@example.com', 5);
    const first = await translate(user.id, words(10), undefined, 'ja');
    await expect(translate(user.id, words(1_500), first.id, 'ja', 'apertium')).rejects.toMatchObject({
      code: 'unsupported_pair',
    });
    expect(await services().credits.balance(user.id)).toBe(4);
    const record = await services().textTranslations.get(user.id, first.id as string);
    expect(record).toMatchObject({ texts: [words(10)], credits: 1, wordCount: 10 });
    const retried = await translate(user.id, words(1_500), first.id, 'ja');
    expect(retried).toMatchObject({ id: first.id, usedCredits: 1 });
  });
});
