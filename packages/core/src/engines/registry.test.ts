import { describe, expect, it } from 'vitest';
import { chooseEngine, getEngine, listEngines } from './registry';

describe('engine registry', () => {
  it('lists Apertium, the remote engines and the three testing engines', () => {
    expect(listEngines().map((engine) => engine.id)).toEqual([
      'apertium',
      'deepl',
      'libretranslate',
      'google',
      'azure',
      'openai',
      'identity',
      'pseudo',
      'slow',
    ]);
  });

  it('names the known engines when asked for an unknown one', () => {
    expect(() => getEngine('babelfish')).toThrowError(
      /no engine called "babelfish".*apertium, deepl, libretranslate, google, azure, openai, identity, pseudo, slow/,
    );
  });

  it('refuses an unconfigured remote engine, saying which variable to set', async () => {
    await expect(chooseEngine('deepl', 'en', 'de')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'DeepL is not available: Set DEEPL_API_KEY to enable DeepL.',
    });
  });

  it('chooses Apertium by default, accepting language names', async () => {
    expect((await chooseEngine(undefined, 'English', 'es')).id).toBe('apertium');
  });

  it('refuses to translate a language into itself', async () => {
    await expect(chooseEngine('pseudo', 'en', 'English')).rejects.toMatchObject({ code: 'same_language' });
  });

  it('names an unsupported pair in words, and the testing engines as such', async () => {
    const refusal = chooseEngine('apertium', 'en', 'de');
    await expect(refusal).rejects.toMatchObject({ code: 'unsupported_pair' });
    await expect(refusal).rejects.toThrowError(
      'Apertium cannot translate English → German. No installed translation engine can. ' +
        'The testing engines identity, pseudo, and slow accept any pair but do not translate.',
    );
  });

  it('lets the testing engines serve any pair', async () => {
    expect((await chooseEngine('pseudo', 'ja', 'ar')).id).toBe('pseudo');
  });
});
