import { expect, test } from 'vitest';
import { groupStatements } from './groupedStatements';

/** A stand-in for the database: records each statement's items and answers after a turn of the loop. */
function statements(refuse: (item: number) => boolean = () => false) {
  const sent: number[][] = [];
  const run = async (items: number[]) => {
    sent.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = items.find(refuse);
    if (refused !== undefined) throw new Error(`refused ${refused}`);
    return items.map((item) => item * 10);
  };
  return { sent, all: run, one: async (item: number) => (await run([item]))[0] as number };
}

test('a lone call is sent at once; calls that come while it is in flight go together after it', async () => {
  const { sent, all, one } = statements();
  const write = groupStatements(all, one);
  const first = write(1);
  const rest = [write(2), write(3), write(4)];
  expect(await first).toBe(10);
  expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  expect(sent).toEqual([[1], [2, 3, 4]]);
});

test('when the shared statement fails, each item is sent alone and only the one at fault fails', async () => {
  const { sent, all, one } = statements((item) => item === 3);
  const write = groupStatements(all, one);
  const outcomes = await Promise.allSettled([write(1), write(2), write(3), write(4)]);
  expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'refused'))).toEqual([
    10,
    20,
    'refused',
    40,
  ]);
  expect(outcomes[2]).toMatchObject({ reason: new Error('refused 3') });
  expect(sent).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
});

test('a large crowd goes in statements of at most 200 items, and the writer keeps going after them', async () => {
  const { sent, all, one } = statements();
  const write = groupStatements(all, one);
  const answers = await Promise.all(Array.from({ length: 451 }, (_, index) => write(index)));
  expect(answers).toEqual(Array.from({ length: 451 }, (_, index) => index * 10));
  expect(sent.map((items) => items.length)).toEqual([1, 200, 200, 50]);
  expect(await write(7)).toBe(70);
});
