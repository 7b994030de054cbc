import { describe, expect, it } from 'vitest';
import {
  creditsFor,
  creditsPerMediaMinute,
  creditsPerPicturePage,
  creditsPerThousandWords,
  documentCredits,
} from './pricing';
import { getEngine } from './registry';

describe('engine pricing', () => {
  it('charges remote engines more than the offline one by default', () => {
    expect(creditsPerThousandWords(getEngine('apertium'), {})).toBe(1);
    expect(creditsPerThousandWords(getEngine('deepl'), {})).toBe(2);
    expect(creditsPerThousandWords(getEngine('openai'), {})).toBe(3);
  });

  it("takes the operator's rates, a model's rate before its engine's", () => {
    const env = { VERSO_ENGINE_CREDITS: 'apertium=0.5, openai=4, openai:gpt-4o=6' };
    expect(creditsPerThousandWords(getEngine('apertium'), env)).toBe(0.5);
    expect(creditsPerThousandWords(getEngine('openai:gpt-4o'), env)).toBe(6);
    expect(creditsPerThousandWords(getEngine('openai:gpt-4o-mini'), env)).toBe(4);
  });

  it('names a bad rate', () => {
    expect(() =>
      creditsPerThousandWords(getEngine('deepl'), { VERSO_ENGINE_CREDITS: 'deepl=free' }),
    ).toThrowError(/VERSO_ENGINE_CREDITS has a bad entry "deepl=free"/);
  });

  it('prices started thousands of words, at least one credit', () => {
    expect(creditsFor(0, 1)).toBe(1);
    expect(creditsFor(1000, 1)).toBe(1);
    expect(creditsFor(1001, 1)).toBe(2);
    expect(creditsFor(1500, 3)).toBe(5);
    expect(creditsFor(2500, 0.5)).toBe(2);
  });

  it("prices a picture by its pages, at the operator's page price times the engine's rate", () => {
    const apertium = getEngine('apertium');
    expect(documentCredits({ wordCount: 0, pageCount: 3 }, apertium, {})).toBe(3);
    expect(documentCredits({ wordCount: 0, pageCount: 3 }, getEngine('deepl'), {})).toBe(6);
    const env = { VERSO_IMAGE_CREDITS_PER_PAGE: '2.5' };
    expect(creditsPerPicturePage(apertium, env)).toBe(2.5);
    expect(documentCredits({ wordCount: 0, pageCount: 3 }, apertium, env)).toBe(8);
    // A document priced by its words ignores the page price.
    expect(documentCredits({ wordCount: 1500, pageCount: null }, apertium, env)).toBe(2);
  });

  it("adds the pictures whose lettering is translated to a document's words, each at the page price", () => {
    const apertium = getEngine('apertium');
    expect(documentCredits({ wordCount: 1500, pictureCount: 3 }, apertium, {})).toBe(2 + 3);
    expect(documentCredits({ wordCount: 1500, pictureCount: 3 }, getEngine('deepl'), {})).toBe(3 + 6);
    const env = { VERSO_IMAGE_CREDITS_PER_PAGE: '2.5' };
    expect(documentCredits({ wordCount: 1500, pictureCount: 3 }, apertium, env)).toBe(2 + 8);
    expect(documentCredits({ wordCount: 1500, pictureCount: 0 }, apertium, env)).toBe(2);
    expect(documentCredits({ wordCount: 1500, pictureCount: null }, apertium, env)).toBe(2);
  });

  it("prices a recording by its started minutes, at the operator's minute price times the engine's rate", () => {
    const apertium = getEngine('apertium');
    expect(documentCredits({ wordCount: 0, mediaSeconds: 61 }, apertium, {})).toBe(2);
    expect(documentCredits({ wordCount: 0, mediaSeconds: 12 }, apertium, {})).toBe(1);
    expect(documentCredits({ wordCount: 0, mediaSeconds: 61 }, getEngine('deepl'), {})).toBe(4);
    const env = { VERSO_AUDIO_CREDITS_PER_MINUTE: '1.5' };
    expect(creditsPerMediaMinute(apertium, env)).toBe(1.5);
    expect(documentCredits({ wordCount: 0, mediaSeconds: 150 }, apertium, env)).toBe(5);
    expect(() => creditsPerMediaMinute(apertium, { VERSO_AUDIO_CREDITS_PER_MINUTE: 'free' })).toThrowError(
      /VERSO_AUDIO_CREDITS_PER_MINUTE is "free"/,
    );
  });

  it('names a bad page price', () => {
    expect(() =>
      creditsPerPicturePage(getEngine('apertium'), { VERSO_IMAGE_CREDITS_PER_PAGE: '0' }),
    ).toThrowError(/VERSO_IMAGE_CREDITS_PER_PAGE is "0"/);
  });
});
