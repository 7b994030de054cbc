import { describe, expect, it } from 'vitest';
import { benchSample } from './bench-sample';
import { phpFormat } from './index';

describe('PHP bench sample', () => {
  it('is a Laravel language file of about the requested size, with text to translate', async () => {
    const sample = benchSample(100_000);
    expect(sample.length).toBeGreaterThan(99_000);
    expect(sample.length).toBeLessThan(101_000);
    const document = await phpFormat.extract(sample, {});
    expect(document.segments.length).toBeGreaterThan(1000);
    expect(document.segments[3]).toMatchObject({
      id: 'section1.empty',
      text: "You don't have any books yet.",
    });
  });
});
