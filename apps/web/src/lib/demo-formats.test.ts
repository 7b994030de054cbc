import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { acceptedExtensions, formatForFilename } from '@verso/core';
import { checkDemoDocument } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { formatPages } from '@/components/landing/format-pages';
import {
  demoFormatBySlug,
  demoFormatForFile,
  hasDemo,
  hasPaperDemo,
  isComingSoon,
  listDemoFormats,
} from './demo-formats';

const samplesDir = join(import.meta.dirname, '../../content/demo');

describe('demo formats', () => {
  it('has a demo page for every format landing page, at its lowercase name', () => {
    expect(listDemoFormats().map((format) => format.slug)).toEqual(formatPages.map((page) => page.slug));
    for (const { label } of listDemoFormats()) expect(demoFormatBySlug(label)?.label).toBe(label);
    expect(demoFormatBySlug('DOCX')?.slug).toBe('docx');
    expect(demoFormatBySlug('exe')).toBeUndefined();
  });

  it('says "coming soon" of no format now: each has a demo, arXiv\'s taking a paper instead of a file', () => {
    expect(listDemoFormats().filter(isComingSoon)).toEqual([]);
    const withoutFileDemo = listDemoFormats().filter((format) => !hasDemo(format));
    expect(withoutFileDemo).toEqual([{ slug: 'arxiv', label: 'arXiv', paperDemo: true }]);
    expect(withoutFileDemo.every(hasPaperDemo)).toBe(true);
  });

  it.each(listDemoFormats().filter(hasDemo))(
    'offers a $label sample the core reads and the demo limits allow',
    async (format) => {
      expect(format.accept).toContain(extname(format.sample));
      expect(() => formatForFilename(format.sample)).not.toThrow();
      const input = await readFile(join(samplesDir, format.sample));
      const { wordCount, pageCount, mediaSeconds } = await checkDemoDocument(input, format.sample, 'en');
      // A picture is measured in pages and a recording in seconds; their words are known only once read or heard.
      expect(mediaSeconds ?? pageCount ?? wordCount).toBeGreaterThan(0);
    },
  );

  it('finds the demo for a file by its extension, whatever its case', () => {
    expect(demoFormatForFile('Annual report.PDF')?.slug).toBe('pdf');
    expect(demoFormatForFile('poster.ai')?.slug).toBe('illustrator');
    expect(demoFormatForFile('letter.doc')?.slug).toBe('docx');
    expect(demoFormatForFile('film.en.vtt')?.slug).toBe('srt');
    expect(demoFormatForFile('README')).toBeUndefined();
  });

  it('has a demo for every extension the core translates, and for nothing else', () => {
    const demoExtensions = listDemoFormats().flatMap((format) => (hasDemo(format) ? format.accept : []));
    expect(new Set(demoExtensions)).toEqual(new Set(acceptedExtensions()));
    for (const extension of acceptedExtensions()) expect(demoFormatForFile(`file${extension}`)).toBeDefined();
    expect(demoFormatForFile('page.PNG')?.slug).toBe('image');
    expect(demoFormatForFile('volume.cbz')?.slug).toBe('manga');
    expect(demoFormatForFile('interview.M4A')?.slug).toBe('audio');
  });
});
