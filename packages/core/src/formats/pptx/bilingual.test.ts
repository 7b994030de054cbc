import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { findEntry, readPackage } from '../office-package';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { pseudoRoundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';
import { partText } from './pptx-checks';
import { gardenTour } from './test-presentations';

describe('PPTX bilingual option', () => {
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
