import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { findEntry, readPackage, writePackage } from '../office-package';
import { pseudoRoundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';

const chartName = 'ppt/charts/chart1.xml';

/** The corpus chart with its first series named literally (`<c:tx><c:v>`) instead of by a cell. */
async function literalSeriesName(): Promise<Buffer> {
  const pkg = await readPackage(readFileSync(corpusFile('pptx/python-pptx-cht-charts.pptx')), 'PPTX');
  const entries = pkg.entries.map((entry) => {
    if (entry.name !== chartName) return entry;
    const xml = entry.data
      .toString('utf8')
      .replace(/<c:tx><c:strRef>.*?<\/c:strRef><\/c:tx>/, '<c:tx><c:v>Yearly sales</c:v></c:tx>');
    return { ...entry, data: Buffer.from(xml) };
  });
  return writePackage({ entries });
}

describe('PPTX chart texts', () => {
  it('translates category and series names, whether cached from cells or typed as is', async () => {
    const input = await literalSeriesName();
    const { segments } = await pptxFormat.extract(input, {});
    const texts = segments.map((segment) => segment.text);
    expect(texts).toContain('Yearly sales');
    expect(texts).toContain('Category 1');
    const output = await readPackage(await pseudoRoundTrip(pptxFormat, input), 'PPTX');
    const chart = findEntry(output, chartName)?.data.toString('utf8') ?? '';
    expect(chart).toContain('<c:tx><c:v>⟦Ýéåŕļý šåļéš');
    expect(chart).toContain('<c:f>Sheet1!$A$2:$A$5</c:f>');
  });
});
