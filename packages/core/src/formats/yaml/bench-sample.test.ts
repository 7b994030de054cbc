import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { benchSample } from './bench-sample';
import { yamlFormat } from './index';

describe('YAML bench sample', () => {
  it('is valid YAML of about the requested size, with text to translate', async () => {
    const sample = benchSample(100_000);
    expect(sample.length).toBeGreaterThan(99_000);
    expect(sample.length).toBeLessThan(101_000);
    expect(parse(sample.toString('utf8'))).toHaveProperty('en.section1.save', 'Save changes');
    expect((await yamlFormat.extract(sample, {})).segments.length).toBeGreaterThan(1000);
  });
});
