import { afterEach, describe, expect, test } from 'vitest';
import type { Engine } from './engine';
import { callEngine, type EngineCall, observeEngineCalls } from './engine-calls';
import { getEngine } from './registry';

afterEach(() => observeEngineCalls(undefined));

describe('engine calls reported to the observer', () => {
  test('a call is reported with its engine, size and duration', async () => {
    const calls: EngineCall[] = [];
    observeEngineCalls((call) => calls.push(call));
    await callEngine(getEngine('pseudo'), ['one', 'two'], 'en', 'es');
    expect(calls).toEqual([{ engine: 'pseudo', seconds: expect.any(Number), texts: 2, failed: false }]);
  });

  test('a failing call is reported failed, and its error still thrown', async () => {
    const calls: EngineCall[] = [];
    observeEngineCalls((call) => calls.push(call));
    const broken = {
      ...getEngine('pseudo'),
      translate: async () => Promise.reject(new Error('down')),
    } as Engine;
    await expect(callEngine(broken, ['one'], 'en', 'es')).rejects.toThrow('down');
    expect(calls[0]?.failed).toBe(true);
  });
});
