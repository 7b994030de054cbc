import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import type { FormatOptions } from '../format';
import { findEntry, type OfficePackage, readPackage } from '../office-package';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';
import { fontScales } from './pptx-checks';
import { crowdedSlide, gardenTour } from './test-presentations';

const partText = (pkg: OfficePackage, name: string) => findEntry(pkg, name)?.data.toString('utf8') ?? '';

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

/** A translation 40 % longer than its source: the source followed by its first 40 %. */
const longer = (text: string) =>
  `${text}${text.slice(0, Math.round(text.length * 0.4)).replace(/<[^>]*>/g, '')}`;

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

  it('shrinks text that grew by 40 %: autofit on shapes, a smaller size in table cells', async () => {
    const input = await crowdedSlide();
    const output = await roundTrip(pptxFormat, input, longer);
    const pkg = await readPackage(output, 'PPTX');
    const slide = partText(pkg, 'ppt/slides/slide1.xml');
    // A master's placeholders pass their autofit on to every slide: their prompt text is not fitted.
    expect(partText(pkg, 'ppt/slideMasters/slideMaster1.xml')).not.toContain('normAutofit');
    const scales = fontScales(slide);
    expect(scales.length).toBeGreaterThanOrEqual(2);
    for (const scale of scales) expect(scale).toBeLessThan(100);
    expect(scales.every((scale) => scale >= 60)).toBe(true);
    expect(slide).toContain('lnSpcReduction="10000"');
    expect(slide).not.toContain('sz="1800"');
    expect(slide).toMatch(/<a:rPr lang="es-ES" sz="1[0-7]\d0"/);
    const pdfs = await convertWithLibreOffice([{ name: 'crowded.pptx', data: output }], 'pdf');
    expect(pdfs.get('crowded.pptx')).toBeDefined();
  }, 120_000);

  it('leaves a title that grew but still fits its shape at full size', async () => {
    const input = await gardenTour();
    const output = await roundTrip(pptxFormat, input, (text) => `${text} más`);
    const slide = partText(await readPackage(output, 'PPTX'), 'ppt/slides/slide2.xml');
    expect(slide).toContain('<a:t>What we plant más</a:t>');
    expect(fontScales(slide)).toEqual([]);
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

  it("bilingual puts each slide's original text in its notes, creating notes (and a notes master) where missing", async () => {
    const tour = await gardenTour();
    const shapes = readFileSync(corpusFile('pptx/python-pptx-shp-shapes.pptx'));
    const [tourOutput, shapesOutput] = await Promise.all(
      [tour, shapes].map((input) => pseudoRoundTrip(pptxFormat, input, { options: { bilingual: true } })),
    );
    const pkg = await readPackage(tourOutput ?? Buffer.alloc(0), 'PPTX');
    const existingNotes = partText(pkg, 'ppt/notesSlides/notesSlide1.xml');
    expect(existingNotes).toContain(
      '<a:rPr lang="en-US"/><a:t>The garden opens at nine every morning.</a:t>',
    );
    expect(existingNotes).toContain('⟦Šåý');
    expect(partText(pkg, 'ppt/notesSlides/notesSlide2.xml')).toContain('<a:t>What we plant</a:t>');
    expect(partText(pkg, 'ppt/slides/_rels/slide2.xml.rels')).toContain(
      'Target="../notesSlides/notesSlide2.xml"',
    );
    expect(partText(pkg, '[Content_Types].xml')).toContain('PartName="/ppt/notesSlides/notesSlide2.xml"');

    const shapesPkg = await readPackage(shapesOutput ?? Buffer.alloc(0), 'PPTX');
    expect(partText(shapesPkg, 'ppt/presentation.xml')).toMatch(
      /<p:notesMasterIdLst><p:notesMasterId r:id="rId\d+"\/>/,
    );
    expect(findEntry(shapesPkg, 'ppt/notesMasters/notesMaster1.xml')).toBeDefined();

    // LibreOffice reads the notes back: its own format lists them under each page.
    const opened = await convertWithLibreOffice(
      [
        { name: 'tour.pptx', data: tourOutput ?? Buffer.alloc(0) },
        { name: 'shapes.pptx', data: shapesOutput ?? Buffer.alloc(0) },
      ],
      'odp',
    );
    const notesOf = async (name: string) => {
      const odp = await readPackage(opened.get(name) ?? Buffer.alloc(0), 'ODP');
      return Array.from(
        partText(odp, 'content.xml').matchAll(/<presentation:notes.*?<\/presentation:notes>/gs),
        (m) => m[0],
      );
    };
    const tourNotes = await notesOf('tour.pptx');
    expect(tourNotes[1]).toContain('What we plant');
    expect((await notesOf('shapes.pptx'))[0]).toContain('shapes[1]');
  }, 120_000);
});
