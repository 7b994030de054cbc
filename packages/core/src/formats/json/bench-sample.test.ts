import { describe, expect, it } from 'vitest';
import { benchSample } from './bench-sample';
import { jsonFormat } from './index';

describe('JSON bench sample', () => {
  it('is valid JSON of about the requested size, with text to translate', async () => {
    const sample = benchSample(100_000);
    expect(sample.length).toBeGreaterThan(95_000);
    expect(sample.length).toBeLessThan(105_000);
    expect(() => JSON.parse(sample.toString('utf8'))).not.toThrow();
    expect((await jsonFormat.extract(sample, {})).segments.length).toBeGreaterThan(1000);
  });
});
