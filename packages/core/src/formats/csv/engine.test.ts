import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { engineRoundTrip } from '../testing/round-trip';
import { readTable } from './csv-test-support';
import { csvFormat } from './index';

describe('CSV through Apertium English → Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('translates names and descriptions into Spanish and keeps every other cell and the table shape', async () => {
    const input = readFileSync(join(import.meta.dirname, 'fixtures', 'products.csv'));
    const before = readTable(input);
    const after = readTable(await engineRoundTrip(csvFormat, input));
    expect(after.map((row) => row.length)).toEqual(before.map((row) => row.length));
    for (const column of [0, 1, 4, 5, 6, 7, 8]) {
      expect(after.map((row) => row[column])).toEqual(before.map((row) => row[column]));
    }
    expect(after[1]?.[2]).toMatch(/\bjardín\b/);
    expect(after[1]?.[3]).toMatch(/\bcasa\b.*\bventanas\b/);
    expect(after[2]?.[3]).toMatch(/\bsilla\b.*"[^"]+".*\n.*\bminutos\b/);
    expect(after[3]?.[2]).toBe('Mesa de cocina');
    expect(after[4]?.[3]).toMatch(/<b>[^<]+<\/b>; 3 niveles/);
  });
});
