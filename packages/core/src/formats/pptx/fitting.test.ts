import { describe, expect, it } from 'vitest';
import { readPackage, writePackage } from '../office-package';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { roundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';
import { fontScales, partText } from './pptx-checks';
import { crowdedSlide, gardenTour } from './test-presentations';

/** A translation 40 % longer than its source: the source followed by its first 40 %. */
const longer = (text: string) =>
  `${text}${text.slice(0, Math.round(text.length * 0.4)).replace(/<[^>]*>/g, '')}`;

describe('PPTX text that grows in translation', () => {
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

  it("shrinks table text whose runs inherit their size, starting from the presentation's default size", async () => {
    const pkg = await readPackage(await crowdedSlide(), 'PPTX');
    const entries = pkg.entries.map((entry) =>
      entry.name === 'ppt/slides/slide1.xml'
        ? { ...entry, data: Buffer.from(entry.data.toString('utf8').replaceAll(' sz="1800"', '')) }
        : entry,
    );
    const output = await roundTrip(pptxFormat, await writePackage({ entries }), longer);
    const slide = partText(await readPackage(output, 'PPTX'), 'ppt/slides/slide1.xml');
    const cellSizes = Array.from(
      slide.matchAll(/<a:tc><a:txBody>.*?<a:rPr lang="es-ES" sz="(\d+)"/g),
      (match) => Number(match[1]),
    );
    expect(cellSizes).toHaveLength(4);
    for (const size of cellSizes) expect(size).toBeLessThan(1800);
  });
});
