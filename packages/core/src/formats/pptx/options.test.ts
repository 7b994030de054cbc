import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import type { FormatOptions } from '../format';
import { findEntry, type OfficePackage, readPackage } from '../office-package';
import { pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';
import { partText } from './pptx-checks';
import { gardenTour } from './test-presentations';

async function translatedTour(
  options: FormatOptions,
  to = 'es',
): Promise<{ before: OfficePackage; after: OfficePackage }> {
  const input = await gardenTour();
  const output = await pseudoRoundTrip(pptxFormat, input, { to, options });
  return { before: await readPackage(input, 'PPTX'), after: await readPackage(output, 'PPTX') };
}

function changedParts(before: OfficePackage, after: OfficePackage): string[] {
  return after.entries
    .filter((entry) => !findEntry(before, entry.name)?.data.equals(entry.data))
    .map((entry) => entry.name)
    .sort();
}

describe('PPTX options', () => {
  it('translates slides, notes, hidden slides, masters, layouts and properties by default', async () => {
    const { before, after } = await translatedTour({});
    expect(changedParts(before, after)).toEqual([
      'docProps/core.xml',
      'ppt/notesMasters/notesMaster1.xml',
      'ppt/notesSlides/notesSlide1.xml',
      'ppt/notesSlides/notesSlide3.xml',
      'ppt/slideLayouts/slideLayout1.xml',
      'ppt/slideMasters/slideMaster1.xml',
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
      'ppt/slides/slide3.xml',
    ]);
  });

  it('skipNotes leaves the speaker notes as they are', async () => {
    const { before, after } = await translatedTour({ skipNotes: true });
    expect(changedParts(before, after).filter((name) => name.includes('notesSlide'))).toEqual([]);
  });

  it('skipHiddenSlides leaves a hidden slide and its notes as they are', async () => {
    const { before, after } = await translatedTour({ skipHiddenSlides: true });
    const changed = changedParts(before, after);
    expect(changed).not.toContain('ppt/slides/slide3.xml');
    expect(changed).not.toContain('ppt/notesSlides/notesSlide3.xml');
    expect(changed).toContain('ppt/slides/slide1.xml');
  });

  it('skipMasterSlides leaves masters and layouts as they are', async () => {
    const { before, after } = await translatedTour({ skipMasterSlides: true });
    const changed = changedParts(before, after);
    expect(changed.filter((name) => /Master|Layout/.test(name))).toEqual([]);
    expect(changed).toContain('ppt/slides/slide2.xml');
  });

  it('writes the target language on translated runs, and right-to-left paragraphs for Arabic', async () => {
    const spanish = (await translatedTour({})).after;
    expect(partText(spanish, 'ppt/slides/slide1.xml')).toMatch(
      /<a:rPr lang="es-ES" b="1"\/><a:t>ñîñé<\/a:t>/,
    );
    const arabic = partText((await translatedTour({}, 'ar')).after, 'ppt/slides/slide1.xml');
    expect(arabic).toContain('lang="ar-SA"');
    expect(arabic.match(/<a:pPr rtl="1"\/>/g)).toHaveLength(3);
  });

  it('keeps the SmartArt drawing in step with its data even when an engine varies', async () => {
    const input = readFileSync(corpusFile('pptx/python-pptx-shp-shapes.pptx'));
    let calls = 0;
    const numbered = (text: string) => {
      calls += 1;
      return `${text} (${calls})`;
    };
    const output = await roundTrip(pptxFormat, input, numbered);
    const pkg = await readPackage(output, 'PPTX');
    const texts = (name: string) =>
      Array.from(partText(pkg, name).matchAll(/<a:t>([^<]*shapes\[5\][^<]*)<\/a:t>/g), (match) => match[1]);
    expect(texts('ppt/diagrams/data1.xml')).toHaveLength(1);
    expect(texts('ppt/diagrams/drawing1.xml')).toEqual(texts('ppt/diagrams/data1.xml'));
  });
});
