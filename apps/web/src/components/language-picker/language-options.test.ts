// The picker offers every interface language exactly once, each with a flag.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/routing';
import { flagUrl, languageOptions } from './language-options';

describe('language options', () => {
  it('list each locale of the router once, in its order', () => {
    expect(languageOptions.map((option) => option.code)).toEqual([...locales]);
  });

  it('have a flag image each', () => {
    const publicDir = join(import.meta.dirname, '../../../public');
    for (const { flagCode } of languageOptions)
      expect(existsSync(join(publicDir, flagUrl(flagCode)))).toBe(true);
  });
});
