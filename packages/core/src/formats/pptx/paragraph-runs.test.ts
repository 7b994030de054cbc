import { describe, expect, it } from 'vitest';
import { findEntry, readPackage, writePackage } from '../office-package';
import { checkedOfficeStructure } from '../testing/office-structure';
import { parseXml } from '../xml-toolkit/safe-xml';
import { pptxFormat } from './index';
import { gardenTour } from './test-presentations';

const paragraphs = [
  '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>First line</a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="en-US" err="1"/><a:t>second </a:t></a:r><a:r><a:rPr lang="en-US" dirty="0"/><a:t>line &amp; more</a:t></a:r><a:endParaRPr lang="en-US"/></a:p>',
  '<a:p><a:pPr algn="ctr"/><a:r><a:rPr lang="en-US"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>Visit</a:t></a:r><a:r><a:rPr lang="en-US"/><a:t> our site, page </a:t></a:r><a:fld id="{1}" type="slidenum"><a:rPr lang="en-US"/><a:t>3</a:t></a:fld></a:p>',
  '<a:p><a:fld id="{2}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld></a:p>',
  '<a:p><a:r><a:t>Write &lt;g1&gt; as it is</a:t></a:r></a:p>',
];

async function slideWith(body: string): Promise<Buffer> {
  const pkg = await readPackage(await gardenTour(), 'PPTX');
  const slide = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:cNvPr id="2" name="Text 1"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${body}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  // The link of the second paragraph (`r:id="rId9"`) needs its relationship, as in a real slide.
  const link =
    '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/>';
  const entries = pkg.entries.map((entry) => {
    if (entry.name === 'ppt/slides/slide1.xml') return { ...entry, data: Buffer.from(slide) };
    if (entry.name !== 'ppt/slides/_rels/slide1.xml.rels') return entry;
    return {
      ...entry,
      data: Buffer.from(entry.data.toString('utf8').replace('</Relationships>', `${link}</Relationships>`)),
    };
  });
  return writePackage({ entries });
}

async function slideOf(output: Buffer): Promise<string> {
  return (
    findEntry(
      await readPackage(await checkedOfficeStructure(output), 'PPTX'),
      'ppt/slides/slide1.xml',
    )?.data.toString('utf8') ?? ''
  );
}

describe('PPTX paragraphs and runs', () => {
  it('reads runs, breaks, links and fields as placeholders, merging runs split by proofing marks', async () => {
    const { segments } = await pptxFormat.extract(await slideWith(paragraphs.join('')), {});
    expect(segments.slice(0, 3).map((segment) => segment.text)).toEqual([
      'First line<x1/>second line & more',
      '<g1>Visit</g1> our site, page <x2/>',
      'Write <x1/>g1> as it is',
    ]);
  });

  it('writes translated runs in their formatting with the target language, codes kept as written', async () => {
    const input = await slideWith(paragraphs.join(''));
    const document = await pptxFormat.extract(input, {});
    const translations = document.segments.map((segment) => segment.text);
    translations[0] = 'Primera línea<x1/>segunda línea & más';
    translations[1] = 'Página <x2/> de <g1>nuestro sitio</g1>';
    const slide = await slideOf(
      await pptxFormat.rebuild(document, translations, { from: 'en', to: 'es', options: {} }),
    );
    expect(slide).toContain(
      '<a:r><a:rPr lang="es-ES"/><a:t>Primera línea</a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="es-ES"/><a:t>segunda línea &amp; más</a:t></a:r><a:endParaRPr lang="en-US"/>',
    );
    expect(slide).toContain(
      '<a:pPr algn="ctr"/><a:r><a:rPr lang="es-ES"/><a:t>Página </a:t></a:r><a:fld id="{1}" type="slidenum"><a:rPr lang="en-US"/><a:t>3</a:t></a:fld><a:r><a:rPr lang="es-ES"/><a:t> de </a:t></a:r><a:r><a:rPr lang="es-ES"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>nuestro sitio</a:t></a:r>',
    );
    expect(slide).toContain(paragraphs[2]);
  });

  it('stays well-formed whatever an engine does to the placeholders', async () => {
    const input = await slideWith(paragraphs.join(''));
    const document = await pptxFormat.extract(input, {});
    const damaged = ['</g1>Primera <x1/><x1/><x7/>línea <g1>', 'Visita <g1>nuestro sitio', '<x1/>'];
    const output = await pptxFormat.rebuild(document, damaged, { from: 'en', to: 'es', options: {} });
    const slide = await slideOf(output);
    expect(() => parseXml(Buffer.from(slide), 'PPTX')).not.toThrow();
    expect(slide).toContain(
      '<a:t>Primera </a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="es-ES"/><a:t>línea </a:t>',
    );
  });

  it('writes line breaks an engine adds as breaks, and drops characters XML cannot hold', async () => {
    const input = await slideWith(paragraphs[3] ?? '');
    const document = await pptxFormat.extract(input, {});
    const translations = document.segments.map((segment) => segment.text);
    translations[0] = 'Escribe\n<x1/>g1>\u0001 tal cual';
    const slide = await slideOf(
      await pptxFormat.rebuild(document, translations, { from: 'en', to: 'es', options: {} }),
    );
    expect(slide).toContain(
      '<a:r><a:rPr lang="es-ES"/><a:t>Escribe</a:t></a:r><a:br><a:rPr lang="es-ES"/></a:br><a:r><a:rPr lang="es-ES"/><a:t>&lt;</a:t></a:r><a:r><a:rPr lang="es-ES"/><a:t>g1&gt; tal cual</a:t></a:r>',
    );
  });
});
