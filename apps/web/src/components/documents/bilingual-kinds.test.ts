import { listFormats } from '@verso/core';
import { describe, expect, it } from 'vitest';
import { bilingualKindsOf, type ChosenFormat } from './bilingual-kinds';

const chosen = (ids: string[]): ChosenFormat[] =>
  listFormats()
    .filter((format) => ids.includes(format.id))
    .map(({ id, options, output }) => ({
      id,
      options: [...(options ?? [])],
      outputExtension: output?.extension ?? null,
    }));

describe('bilingualKindsOf', () => {
  it('describes every format that offers a bilingual edition', () => {
    const offering = listFormats().filter((format) => (format.options ?? []).includes('bilingual'));
    expect(offering.length).toBeGreaterThan(5);
    for (const format of offering) expect(bilingualKindsOf(chosen([format.id])), format.id).toHaveLength(1);
  });

  it('names each kind once, and none for formats without a bilingual edition', () => {
    expect(bilingualKindsOf(chosen(['pdf', 'srt', 'vtt']))).toEqual(['pages', 'cues']);
    expect(bilingualKindsOf(chosen(['pptx']))).toEqual(['slides']);
    expect(bilingualKindsOf(chosen(['json', 'xlsx']))).toEqual([]);
  });
});
