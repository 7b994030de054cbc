// Pictures (PNG, JPEG, WebP, TIFF, GIF, BMP) as documents: each region of text Tesseract finds is a
// segment; the rebuilt picture has the originals erased and the translations set in their place, in
// the input's own format, size, pages, colour profile and metadata. See README.md for the stages.
import type { Segment } from '../../segments';
import type { DocumentFormat, ExtractedDocument } from '../format';
import { readInDetectedLanguage } from '../ocr/ocr-language';
import { inTesseractSlot } from '../ocr/tesseract';
import {
  checkTesseractLanguage,
  hasTesseractLanguage,
  tesseractLanguageFor,
} from '../ocr/tesseract-languages';
import type { RgbaPixels } from './bmp';
import { decodeFirstPage, decodeImage } from './decode-image';
import { encodeImage } from './encode-image';
import type { ImageHeader } from './image-header';
import { type ImageKind, imageExtensions, imageKinds, imageMimeTypes } from './image-kinds';
import { readingSample } from './reading-sample';
import { rgbOverWhite, rgbToPng } from './rgb-view';
import type { PageText } from './text-regions';
import { readPage, setPageTranslations } from './translate-page';
import { readWithVision, visionReader } from './vision-reading';

export interface ImageSkeleton {
  input: Buffer;
  header: ImageHeader;
  pages: RgbaPixels[];
  texts: PageText[];
}

/**
 * Japanese and Chinese are lettered in columns as often as in rows (manga): their vertical model is read
 * alongside when installed (`jpn+jpn_vert` reads both; `jpn` alone reads columns as noise).
 */
const withVerticalModel = (model: string) =>
  hasTesseractLanguage(`${model}_vert`) ? `${model}+${model}_vert` : model;

/** A page read by the model of the script and language Tesseract finds on it (see ocr-language.ts). */
async function readInItsLanguage(page: RgbaPixels) {
  const png = await rgbToPng(rgbOverWhite(page));
  return inTesseractSlot(() => readInDetectedLanguage(png));
}

/** The model for `from`; for "auto", the one the first page's text is in (see ocr-language.ts). */
async function tesseractLanguageOf(first: RgbaPixels, from: string): Promise<string> {
  if (from !== 'auto') {
    const language = tesseractLanguageFor(from);
    checkTesseractLanguage(language);
    return withVerticalModel(language);
  }
  return withVerticalModel((await readInItsLanguage(first)).language);
}

/** A sample of the first page's text, for telling its language (source "auto"). */
async function firstPageSample(first: RgbaPixels): Promise<string> {
  const { tsv } = await readInItsLanguage(first);
  return readingSample(tsv);
}

async function readPages(
  pages: readonly RgbaPixels[],
  from: string,
): Promise<{ texts: PageText[]; notes: string[] }> {
  const [first] = pages;
  if (!first) return { texts: [], notes: [] };
  const language = await tesseractLanguageOf(first, from);
  const texts = await Promise.all(pages.map((page) => readPage(page, language)));
  const reader = visionReader();
  if (!reader) return { texts, notes: [] };
  const read = await Promise.all(
    pages.map((page, index) =>
      readWithVision(reader, page, texts[index] ?? { regions: [], droppedLines: 0 }, from),
    ),
  );
  const failures = [...new Set(read.flatMap((page) => page.notes))];
  const notes =
    failures.length > 0 ? failures : [`The lettering was read by the vision model ${reader.model}.`];
  return { texts: read.map((page) => page.text), notes };
}

function droppedNote(texts: readonly PageText[]): string[] {
  const dropped = texts.reduce((sum, text) => sum + text.droppedLines, 0);
  if (dropped === 0) return [];
  return [
    `${dropped} line${dropped === 1 ? '' : 's'} of the picture read as noise (texture, lettering drawn as art) and left as ${dropped === 1 ? 'it was' : 'they were'}.`,
  ];
}

const segmentsOf = (texts: readonly PageText[]): Segment[] =>
  texts.flatMap(({ regions }, page) =>
    regions.map((region, index) => ({
      id: `${page + 1}.${index + 1}`,
      text: region.text,
      context: { page: page + 1 },
    })),
  );

function imageFormat(kind: ImageKind): DocumentFormat<ImageSkeleton> {
  return {
    id: kind,
    label: `${kind.toUpperCase()} image`,
    extensions: imageExtensions[kind],
    mimeType: imageMimeTypes[kind],
    measuredInCallerThread: true,
    // Priced by the page: a quote counts pages from the header and decodes the first (a file damaged
    // from its start is refused before any charge); only for "auto" is that page read, for its language.
    async measure(input, from, limits) {
      const { pageCount, first } = await decodeFirstPage(input, limits?.maxImagePixels);
      if (from !== 'auto') checkTesseractLanguage(tesseractLanguageFor(from));
      const languageSample = from === 'auto' ? await firstPageSample(first) : '';
      return { wordCount: 0, segmentCount: 0, languageSample, pageCount };
    },
    async extract(input, _options, from = 'auto', limits): Promise<ExtractedDocument<ImageSkeleton>> {
      const decoded = await decodeImage(input, limits?.maxImagePixels);
      const { texts, notes } = await readPages(decoded.pages, from);
      return {
        segments: segmentsOf(texts),
        skeleton: { input, header: decoded.header, pages: decoded.pages, texts },
        notes: [...decoded.notes, ...droppedNote(texts), ...notes],
      };
    },
    async rebuild({ skeleton }, translations, target) {
      const pages: RgbaPixels[] = [];
      let next = 0;
      for (const [index, page] of skeleton.pages.entries()) {
        const regions = skeleton.texts[index]?.regions ?? [];
        const own = translations.slice(next, next + regions.length);
        next += regions.length;
        pages.push((await setPageTranslations(page, regions, own, target.to)).page);
      }
      return encodeImage(skeleton.input, skeleton.header, pages);
    },
  };
}

export const imageFormats = imageKinds.map(imageFormat);

/** A picture format for pictures of any kind (each is read by its bytes, not its name): a comic's pages. */
export const pictureFormat = imageFormat('png');
