import { describe, expect, it } from 'vitest';
import { entriesAsTsv, glossaryEntries, glossaryFingerprint } from './glossary-entries';

describe('DeepL glossary entries', () => {
  it('maps kept-as-is terms to themselves', () => {
    expect(glossaryEntries([{ source: 'Verso', target: 'ignored', keepAsIs: true }])).toEqual([
      ['Verso', 'Verso'],
    ]);
  });

  it('cleans what DeepL refuses: tabs, line breaks, outer spaces, empty terms, duplicate sources', () => {
    const entries = glossaryEntries([
      { source: ' invoice ', target: 'Rechnung' },
      { source: 'invoice', target: 'Faktura' },
      { source: 'due\tdate', target: 'Fällig-\nkeits\u2028datum' },
      { source: 'blank', target: ' \t ' },
      { source: '', target: 'nichts' },
    ]);
    expect(entries).toEqual([
      ['invoice', 'Rechnung'],
      ['due date', 'Fällig- keits datum'],
    ]);
    expect(entriesAsTsv(entries)).toBe('invoice\tRechnung\ndue date\tFällig- keits datum');
  });

  it('fingerprints the pair and the content, so a change makes a new glossary', () => {
    const tsv = entriesAsTsv([['invoice', 'Rechnung']]);
    expect(glossaryFingerprint('en', 'de', tsv)).toMatch(/^en-de-[0-9a-f]{16}$/);
    expect(glossaryFingerprint('en', 'de', tsv)).toBe(glossaryFingerprint('en', 'de', tsv));
    expect(glossaryFingerprint('en', 'fr', tsv)).not.toBe(glossaryFingerprint('en', 'de', tsv));
    expect(glossaryFingerprint('en', 'de', `${tsv}\nbill\tRechnung`)).not.toBe(
      glossaryFingerprint('en', 'de', tsv),
    );
  });
});
