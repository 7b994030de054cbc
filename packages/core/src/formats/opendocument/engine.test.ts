import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { corpusFile } from '../../testing/corpus';
import { engineRoundTrip } from '../testing/round-trip';
import { odpFormat, odsFormat, odtFormat } from './index';
import { xmlParts } from './testing/document-checks';
import { notesPresentation, styledLetter, twoSheetWorkbook } from './testing/sample-documents';

describe('OpenDocument through Apertium English → Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('ODT: Spanish in the body, a table, footnotes, comments, the header and footer and the metadata', async () => {
    const parts = await xmlParts(
      await engineRoundTrip(odtFormat, readFileSync(corpusFile('odt/okapi-TestDocument01.odt'))),
    );
    const content = parts.get('content.xml');
    expect(content).toMatch(/>Texto en inglés\.</);
    expect(content).toMatch(/<text:p text:style-name="Table_20_Contents">Celda r1-c1<\/text:p>/);
    expect(content).toMatch(/<text:p text:style-name="Footnote">Segundo párrafo del footnote\.<\/text:p>/);
    expect(content).toMatch(/<office:annotation>.*<text:p>Texto de la nota<\/text:p>/);
    expect(content).toMatch(/<text:span text:style-name="T1">intrépido<\/text:span>/);
    expect(parts.get('styles.xml')).toMatch(
      /<style:header><text:p text:style-name="Header">Texto del encabezamiento<\/text:p>/,
    );
    expect(parts.get('meta.xml')).toMatch(/<dc:title>Título del Documento<\/dc:title>/);
  });

  it('ODT: a frame caption, an image description and a list in a made letter', async () => {
    const parts = await xmlParts(await engineRoundTrip(odtFormat, await styledLetter()));
    expect(parts.get('content.xml')).toMatch(/El jardín de rosa<\/text:p><\/draw:text-box>/);
    expect(parts.get('content.xml')).toMatch(/<svg:desc>El jardín de rosa en junio<\/svg:desc>/);
    expect(parts.get('styles.xml')).toMatch(
      /<text:p>Página <text:page-number>1<\/text:page-number> del informe<\/text:p>/,
    );
  });

  it('ODS: Spanish in cells, comments, sheet names and a chart, and formulas follow the renamed sheets', async () => {
    const corpus = (
      await xmlParts(
        await engineRoundTrip(odsFormat, readFileSync(corpusFile('ods/okapi-TestSpreadsheet01.ods'))),
      )
    ).get('content.xml');
    expect(corpus).toMatch(/table:name="Título de capa un"/);
    expect(corpus).toMatch(/<text:p>Texto en celda A1<\/text:p>/);
    expect(corpus).toMatch(/Segundo párrafo de aquella nota\./);
    const made = await xmlParts(await engineRoundTrip(odsFormat, await twoSheetWorkbook()));
    expect(made.get('content.xml')).toMatch(/table:name="Precios"/);
    expect(made.get('content.xml')).toContain(`table:formula="of:=['Precios'.B1]*2"`);
    expect(made.get('content.xml')).toContain('<text:p>Suma de todos los precios</text:p>');
    expect(made.get('Object 1/content.xml')).toContain(
      '<chart:title><text:p>Ventas de fruta</text:p></chart:title>',
    );
  });

  it('ODP: Spanish on slides, in speaker notes, on the master and in the footer', async () => {
    const corpus = (
      await xmlParts(
        await engineRoundTrip(odpFormat, readFileSync(corpusFile('odp/okapi-TestPresentation01.odp'))),
      )
    ).get('content.xml');
    expect(corpus).toMatch(/<text:p text:style-name="P1">Título de deslizamiento 2<\/text:p>/);
    expect(corpus).toMatch(/presentation:class="notes">.*Las notas que/s);
    const made = await xmlParts(await engineRoundTrip(odpFormat, await notesPresentation()));
    expect(made.get('content.xml')).toMatch(/Habla despacio sobre los tulipanes/);
    expect(made.get('content.xml')).toMatch(
      /<presentation:footer-decl presentation:name="ftr1">Reunión de club del jardín</,
    );
    expect(made.get('styles.xml')).toMatch(/<text:p>Miembros de club sólo<\/text:p>/);
  });
});
