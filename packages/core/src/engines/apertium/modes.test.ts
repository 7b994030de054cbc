import { describe, expect, it } from 'vitest';
import { parseModeList } from './modes';

// What `apertium -l` printed on a machine with eng-spa, eng-cat, fr-es, es-pt, spa-ita and es-ro.
const sampleListing = `  cat-eng
  cat-eng_US
  eco-es-fr
  eco-fr-es
  eng-cat
  eng-cat_valencia
  eng-spa
  es-fr
  es-pt
  es-pt_BR
  fr-es
  ita-spa
  pt-es
  ro-es
  spa-eng
  spa-eng_US
  spa-ita
`;

describe('parseModeList', () => {
  const modes = parseModeList(sampleListing);

  it('maps 3-letter and 2-letter mode names to ISO codes', () => {
    expect(modes).toContainEqual({ name: 'eng-spa', from: 'en', to: 'es' });
    expect(modes).toContainEqual({ name: 'spa-ita', from: 'es', to: 'it' });
    expect(modes).toContainEqual({ name: 'es-pt', from: 'es', to: 'pt' });
    expect(modes).toContainEqual({ name: 'ro-es', from: 'ro', to: 'es' });
    expect(modes).toContainEqual({ name: 'cat-eng', from: 'ca', to: 'en' });
  });

  it('ignores variant modes', () => {
    const names = modes.map((mode) => mode.name);
    expect(names).not.toContain('es-pt_BR');
    expect(names).not.toContain('eng-cat_valencia');
    expect(names.some((name) => name.startsWith('eco-'))).toBe(false);
    expect(modes).toHaveLength(11);
  });

  it("maps Apertium's own codes for Norwegian and Malay", () => {
    expect(parseModeList('  dan-nob\n  ind-zlm\n')).toEqual([
      { name: 'dan-nob', from: 'da', to: 'no' },
      { name: 'ind-zlm', from: 'id', to: 'ms' },
    ]);
  });

  it('reads Serbo-Croatian as Croatian and Bosnian, and only as a source', () => {
    expect(parseModeList('  hbs-eng\n  eng-hbs\n  eng-hbs_HR\n')).toEqual([
      { name: 'hbs-eng', from: 'hr', to: 'en' },
      { name: 'hbs-eng', from: 'bs', to: 'en' },
    ]);
  });

  it('leaves out the modes Debian ships broken', () => {
    expect(parseModeList('  rus-ukr\n  ukr-rus\n  rus-bel\n  bel-rus\n  es-eo\n  en-eo\n')).toEqual([
      { name: 'bel-rus', from: 'be', to: 'ru' },
      { name: 'en-eo', from: 'en', to: 'eo' },
    ]);
  });

  it('keeps the first mode when two names serve one pair', () => {
    expect(parseModeList('  en-es\n  eng-spa\n')).toEqual([{ name: 'en-es', from: 'en', to: 'es' }]);
  });

  it('skips languages Verso does not know', () => {
    expect(parseModeList('  oci-cat\n  xyz-eng\n')).toEqual([]);
  });
});
