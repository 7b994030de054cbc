// Lettering read by a vision model (OPENAI_VISION_MODEL): an OpenAI-compatible model that takes images
// reads each region Tesseract found, for stylised or hand lettering that OCR reads poorly. Tesseract
// still finds where the text is, and its boxes are what is erased and set; only the words come from the
// model. Where the model cannot be reached or sees no text, Tesseract's reading stays, and the job's
// notes say so.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../../engines/http/environment';
import { remoteCall } from '../../engines/http/remote-call';
import { remoteService } from '../../engines/http/remote-service';
import { chatReply, defaultOpenAiBaseUrl } from '../../engines/openai/index';
import { serverLimit } from '../../engines/openai/server-limits';
import { coreEnvironment, type Environment } from '../../environment';
import { languageByCode } from '../../languages';
import type { Box } from '../ocr/geometry';
import type { RgbaPixels } from './bmp';
import { loadSharp } from './load-sharp';
import type { PageText } from './text-regions';

const visionEnvironment = z.object({
  OPENAI_VISION_MODEL: optionalSetting(z.string().trim()),
  OPENAI_API_KEY: optionalSetting(z.string().trim()),
  OPENAI_BASE_URL: optionalSetting(z.string().url()),
});

const instructions =
  'You read the lettering in a crop of a comic page or picture. Answer with the text exactly as written, in reading order, on one line, and nothing else: no quotes, no translation, no description. If the crop holds no text, answer with nothing.';

export interface VisionReader {
  model: string;
  /** The crop's lettering, or '' when the model sees none. */
  read(png: Buffer, language: string): Promise<string>;
}

/** The reader OPENAI_VISION_MODEL names, at the OpenAI-compatible engine's address; none when unset. */
export function visionReader(env: Environment = coreEnvironment()): VisionReader | undefined {
  const settings = parseEnvironment('Vision model', visionEnvironment, env);
  const model = settings.OPENAI_VISION_MODEL;
  if (!model) return undefined;
  const baseUrl = (settings.OPENAI_BASE_URL ?? defaultOpenAiBaseUrl).replace(/\/+$/, '');
  const apiKey = settings.OPENAI_API_KEY;
  const service = remoteService({
    label: `The vision model ${model} at ${new URL(baseUrl).host}`,
    keyVariable: 'OPENAI_API_KEY',
  });
  const limit = serverLimit(baseUrl, service.concurrency);
  return {
    model,
    read: (png, language) =>
      limit(async () => {
        const said = languageByCode(language)?.name;
        const reply = await remoteCall(service, {
          url: `${baseUrl}/chat/completions`,
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          body: {
            model,
            temperature: 0,
            messages: [
              { role: 'system', content: instructions },
              {
                role: 'user',
                content: [
                  {
                    type: 'text',
                    text: said ? `The lettering is in ${said}.` : 'Read it in its own language.',
                  },
                  {
                    type: 'image_url',
                    image_url: { url: `data:image/png;base64,${png.toString('base64')}` },
                  },
                ],
              },
            ],
          },
          reply: chatReply,
        });
        return (reply.choices[0]?.message.content ?? '').replace(/\s+/g, ' ').trim();
      }),
  };
}

/** The region's box and a margin of a tenth of its height, cut from the page as a PNG. */
async function regionPng({ pixels, width, height }: RgbaPixels, box: Box): Promise<Buffer> {
  const margin = Math.round((box[3] - box[1]) / 10);
  const left = Math.max(0, Math.floor(box[0]) - margin);
  const top = Math.max(0, Math.floor(box[1]) - margin);
  const right = Math.min(width, Math.ceil(box[2]) + margin);
  const bottom = Math.min(height, Math.ceil(box[3]) + margin);
  const sharp = await loadSharp();
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 4 },
  })
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .png()
    .toBuffer();
}

/**
 * Each region's text as the vision model reads it; Tesseract's where the model answers nothing. The
 * notes say which model read the lettering, or why Tesseract's reading was kept.
 */
export async function readWithVision(
  reader: VisionReader,
  page: RgbaPixels,
  text: PageText,
  language: string,
): Promise<{ text: PageText; notes: string[] }> {
  try {
    const readings = await Promise.all(
      text.regions.map(async (region) => reader.read(await regionPng(page, region.box), language)),
    );
    const regions = text.regions.map((region, index) => ({
      ...region,
      text: readings[index] || region.text,
    }));
    return { text: { ...text, regions }, notes: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      text,
      notes: [
        `The vision model ${reader.model} could not read the lettering (${reason}); Tesseract's reading was used.`,
      ],
    };
  }
}
