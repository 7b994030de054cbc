import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { acceptedExtensions, formatForFilename } from '@verso/core';
import { comicFormat } from '@verso/core/formats/comic/index';
import { imageFormats } from '@verso/core/formats/image/index';
import { checkDemoDocument } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { formatPages } from '@/components/landing/format-pages';
import { demoFormatBySlug, demoFormatForFile, isComingSoon, listDemoFormats } from './demo-formats';

const samplesDir = join(import.meta.dirname, '../../content/demo');

describe('demo formats', () => {
  it('has a demo page for every format landing page, at its lowercase name', () => {
    expect(listDemoFormats().map((format) => format.slug)).toEqual(formatPages.map((page) => page.slug));
    for (const { label } of listDemoFormats()) expect(demoFormatBySlug(label)?.label).toBe(label);
    expect(demoFormatBySlug('DOCX')?.slug).toBe('docx');
    expect(demoFormatBySlug('exe')).toBeUndefined();
  });

  it('says "coming soon" only for the formats the core cannot translate yet', () => {
    const comingSoon = listDemoFormats()
      .filter(isComingSoon)
      .map((format) => format.slug);
    expect(comingSoon).toEqual(['image', 'audio', 'arxiv', 'manga']);
  });

  it.each(listDemoFormats().flatMap((format) => (isComingSoon(format) ? [] : [format])))(
    'offers a $label sample the core reads and the demo limits allow',
    async (format) => {
      expect(format.accept).toContain(extname(format.sample));
      expect(() => formatForFilename(format.sample)).not.toThrow();
      const input = await readFile(join(samplesDir, format.sample));
      const { wordCount } = await checkDemoDocument(input, format.sample);
      expect(wordCount).toBeGreaterThan(0);
    },
  );

  it('finds the demo for a file by its extension, whatever its case', () => {
    expect(demoFormatForFile('Annual report.PDF')?.slug).toBe('pdf');
    expect(demoFormatForFile('poster.ai')?.slug).toBe('illustrator');
    expect(demoFormatForFile('letter.doc')?.slug).toBe('docx');
    expect(demoFormatForFile('film.en.vtt')?.slug).toBe('srt');
    expect(demoFormatForFile('photo.png')).toBeUndefined();
    expect(demoFormatForFile('README')).toBeUndefined();
  });

  it('has a demo for every extension the core translates, and for nothing else', () => {
    // Pictures and comic archives translate through /translate, the CLI and the API; their demos
    // (/demo/image, /demo/manga) are still coming soon, so they are the exception, named here.
    const pictures = new Set([...imageFormats, comicFormat].flatMap((format) => format.extensions));
    const demoed = acceptedExtensions().filter((extension) => !pictures.has(extension));
    const demoExtensions = listDemoFormats().flatMap((format) => (isComingSoon(format) ? [] : format.accept));
    expect(new Set(demoExtensions)).toEqual(new Set(demoed));
    for (const extension of demoed) expect(demoFormatForFile(`file${extension}`)).toBeDefined();
    for (const extension of pictures) expect(demoFormatForFile(`file${extension}`)).toBeUndefined();
  });
});
