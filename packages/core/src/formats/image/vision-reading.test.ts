// OPENAI_VISION_MODEL set: each region Tesseract found is read by the vision model, against a local
// double of the OpenAI-compatible API; the model's words are the segments, Tesseract's boxes are still
// what is erased. A model that cannot be reached leaves Tesseract's reading, and the notes say so.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiDouble, startOpenAiDouble } from '../../engines/openai/openai-double';
import { drawSamplePage } from './fixtures/draw-samples';
import { pictureFormat } from './index';

const settings = ['OPENAI_VISION_MODEL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY'] as const;

describe('lettering read by a vision model', () => {
  let double: OpenAiDouble;
  let page: Buffer;
  const previous = Object.fromEntries(settings.map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    double = await startOpenAiDouble({
      apiKey: 'vision-key',
      reads: (image) => (image.text.includes('English') ? 'READ BY THE MODEL' : ''),
    });
    page = (await drawSamplePage('flat')).png;
  });
  afterEach(() => {
    for (const name of settings) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
  });
  afterAll(() => double.close());

  it("gives each region the model's reading, from a crop of that region", async () => {
    Object.assign(process.env, {
      OPENAI_VISION_MODEL: 'gpt-4o',
      OPENAI_BASE_URL: `${double.url}/v1`,
      OPENAI_API_KEY: 'vision-key',
    });
    const document = await pictureFormat.extract(page, {}, 'en');
    expect(document.segments.map((segment) => segment.text)).toEqual([
      'READ BY THE MODEL',
      'READ BY THE MODEL',
      'READ BY THE MODEL',
    ]);
    expect(document.notes).toContain('The lettering was read by the vision model gpt-4o.');
    // One crop per region (counted by their bytes: a loaded machine has been seen to deliver a request twice).
    expect(new Set(double.images.map((image) => image.png.toString('base64'))).size).toBe(3);
    for (const image of double.images) {
      expect(image.model).toBe('gpt-4o');
      const { width, height } = await sharp(image.png).metadata();
      // A crop around one bubble or the caption, not the 1000 × 700 page.
      expect(width).toBeLessThan(600);
      expect(height).toBeLessThan(300);
    }
  }, 60_000);

  it("keeps Tesseract's reading when the model refuses, and says why", async () => {
    Object.assign(process.env, {
      OPENAI_VISION_MODEL: 'gpt-4o',
      OPENAI_BASE_URL: `${double.url}/v1`,
      OPENAI_API_KEY: 'a-wrong-key',
    });
    const document = await pictureFormat.extract(page, {}, 'en');
    expect(document.segments[0]?.text).toMatch(/grandmother/);
    expect(document.notes?.join(' ')).toMatch(
      /The vision model gpt-4o could not read the lettering \(.*OPENAI_API_KEY.*\); Tesseract's reading was used\./,
    );
  }, 60_000);
});
