import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { DocumentFormat, FormatOptions } from '../format';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { odpFormat, odsFormat, odtFormat } from './index';
import { xmlParts } from './testing/document-checks';
import { notesPresentation, styledLetter, twoSheetWorkbook } from './testing/sample-documents';

async function segmentTexts(
  format: DocumentFormat,
  input: Buffer,
  options: FormatOptions = {},
): Promise<string[]> {
  return (await format.extract(input, options)).segments.map((segment) => segment.text);
}

const upper = (text: string) => text.replace(/[a-z]+(?![^<]*>)/g, (word) => word.toUpperCase());

describe('ODT', () => {
  it('reads a paragraph as one segment: revision-split bold runs merge, a style with no formatting is plain text', async () => {
    const texts = await segmentTexts(odtFormat, await styledLetter());
    expect(texts).toContain('The <g1>old garden</g1> opens every morning<x2/> and closes at night.');
    expect(texts).toContain('Except on <g1>public</g1> holidays.');
    expect(texts).toContain('Read the <g1>visitor guide</g1> before you come.<x2/>');
    expect(texts).toContain('Opens the guide');
    expect(texts).toContain('Tickets:<x1/>five euros<x2/>Children go free.');
    expect(texts).toEqual(
      expect.arrayContaining(['A red rose', 'The rose garden in June', '<x1/>The rose garden']),
    );
    expect(texts).toEqual(expect.arrayContaining(['City garden newsletter', 'Page <x1/> of the report']));
    expect(texts).toEqual(
      expect.arrayContaining(['Garden report', 'Gardens', 'A report on the city garden', 'flowers']),
    );
    expect(texts).not.toContain('9');
  });

  it('keeps code as written: Preformatted Text paragraphs and Source Text spans', async () => {
    const texts = await segmentTexts(odtFormat, await styledLetter());
    expect(texts).toContain('Run <x1/> every day.');
    expect(texts.join('\n')).not.toContain('npm install');
  });

  it('keeps bold words bold, the link with its address, and the footnote in place', async () => {
    const content = (await xmlParts(await roundTrip(odtFormat, await styledLetter(), upper))).get(
      'content.xml',
    );
    expect(content).toContain(
      '<text:p text:style-name="Standard">THE <text:span text:style-name="T1">OLD GARDEN</text:span> OPENS EVERY MORNING<text:note text:id="ftn1"',
    );
    expect(content).toContain(
      '<text:p text:style-name="Footnote">EXCEPT ON <text:span text:style-name="T4">PUBLIC</text:span> HOLIDAYS.</text:p>',
    );
    expect(content).toContain(
      'READ THE <text:a xlink:type="simple" xlink:href="https://example.com/guide" office:title="OPENS THE GUIDE">VISITOR GUIDE</text:a> BEFORE YOU COME.<office:annotation>',
    );
    expect(content).toContain('<text:p>CHECK THIS SENTENCE AGAIN.</text:p>');
    expect(content).toContain('<svg:title>A RED ROSE</svg:title>');
  });

  it('writes spaces, tabs and line breaks so that they read back as translated', async () => {
    const input = await styledLetter();
    const output = await roundTrip(odtFormat, input, (text) =>
      text.startsWith('Tickets') ? '  Billets :<x1/>cinq  euros<x2/> Enfants\tgratuits' : text,
    );
    expect((await xmlParts(output)).get('content.xml')).toContain(
      '<text:s text:c="2"/>Billets :<text:tab/>cinq <text:s/>euros<text:line-break/> Enfants<text:tab/>gratuits',
    );
    expect(await segmentTexts(odtFormat, output)).toContain(
      '  Billets :<x1/>cinq  euros<x2/> Enfants<x3/>gratuits',
    );
  });

  it('leaves comments as they are with skipComments', async () => {
    const input = await styledLetter();
    const options = { skipComments: true };
    expect(await segmentTexts(odtFormat, input, options)).not.toContain('Check this sentence again.');
    const content = (await xmlParts(await roundTrip(odtFormat, input, upper, { options }))).get(
      'content.xml',
    );
    expect(content).toContain('<text:p>Check this sentence again.</text:p>');
    expect(content).toContain('READ THE');
  });

  it('leaves headers and footers as they are with skipHeadersFooters', async () => {
    const input = await styledLetter();
    const options = { skipHeadersFooters: true };
    const texts = await segmentTexts(odtFormat, input, options);
    expect(texts).not.toContain('City garden newsletter');
    expect(texts).not.toContain('Page <x1/> of the report');
    const styles = (await xmlParts(await roundTrip(odtFormat, input, upper, { options }))).get('styles.xml');
    expect(styles).toContain('<text:p>City garden newsletter</text:p>');
  });

  it('puts the translation after each paragraph in bilingual mode, notes and comments once', async () => {
    const input = await styledLetter();
    const output = await roundTrip(odtFormat, input, upper, { options: { bilingual: true } });
    const content = (await xmlParts(output)).get('content.xml') ?? '';
    expect(content).toContain(
      '<text:h text:style-name="Heading_20_1" text:outline-level="1">Annual garden report</text:h><text:h text:style-name="Heading_20_1" text:outline-level="1" text:is-list-header="true">ANNUAL GARDEN REPORT</text:h>',
    );
    expect(content).toContain(
      '<text:p text:style-name="Footnote">Except on <text:span text:style-name="T4">public</text:span> holidays.</text:p><text:p text:style-name="Footnote">EXCEPT ON <text:span text:style-name="T4">PUBLIC</text:span> HOLIDAYS.</text:p>',
    );
    expect(content).toContain(
      ' and closes at night.</text:p><text:p text:style-name="Standard">THE <text:span text:style-name="T1">OLD GARDEN</text:span> OPENS EVERY MORNING AND CLOSES AT NIGHT.</text:p>',
    );
    expect(content.match(/<text:note /g)).toHaveLength(1);
    expect(content.match(/<office:annotation>/g)).toHaveLength(1);
    expect(content).toContain('<text:p>Water the plants</text:p><text:p>WATER THE PLANTS</text:p>');
  });

  it('marks the document as written in the target language, right to left for Arabic', async () => {
    const input = await styledLetter();
    const spanish = await xmlParts(await pseudoRoundTrip(odtFormat, input, { to: 'es' }));
    expect(spanish.get('styles.xml')).toContain('<style:text-properties fo:language="es" fo:country="ES"/>');
    expect(spanish.get('meta.xml')).toContain('<dc:language>es</dc:language>');
    const arabic = (await xmlParts(await pseudoRoundTrip(odtFormat, input, { to: 'ar' }))).get('styles.xml');
    expect(arabic).toContain('<style:paragraph-properties style:writing-mode="rl-tb"/>');
    expect(arabic).toContain('style:language-complex="ar" style:country-complex="EG"');
    expect(arabic).toContain('style:writing-mode="rl-tb"/></style:page-layout>');
    const chinese = (await xmlParts(await pseudoRoundTrip(odtFormat, input, { to: 'zh' }))).get('styles.xml');
    expect(chinese).toContain('style:language-asian="zh" style:country-asian="CN"');
  });
});

describe('ODS', () => {
  const renamed = (text: string) =>
    text === 'Prices' ? 'Precios' : text === 'Summary and totals' ? "Resumen y 'totales'" : upper(text);

  it('translates string cells, comments, sheet names and charts, never numbers, dates or formula results', async () => {
    expect(await segmentTexts(odsFormat, await twoSheetWorkbook())).toEqual([
      'Price help',
      'Enter a whole number',
      'Prices',
      'Apples',
      'Fresh <g1>green</g1> pears',
      'Ripe bananas',
      'Summary and totals',
      'Twice the apples',
      '<g1>See the prices</g1>',
      'Sum of all the prices',
      'Fruit prices',
      'Sheet <x1/>',
      'Fruit prices',
      'Fruit sales',
      'Fruit kinds',
      'Price',
      'Apples',
      'Pears',
    ]);
  });

  it('renames a translated sheet in every formula, range, link and view setting that names it', async () => {
    const parts = await xmlParts(await roundTrip(odsFormat, await twoSheetWorkbook(), renamed));
    const content = parts.get('content.xml') ?? '';
    expect(content).toContain('table:name="Precios" table:print-ranges="\'Precios\'.A1:\'Precios\'.B3"');
    expect(content).toContain('table:name="Resumen y \'totales"');
    expect(content).toContain('table:formula="of:=[\'Precios\'.B1]*2"');
    expect(content).toContain('table:formula="of:=SUM([$\'Precios\'.B1:.B2])+[.B1]"');
    expect(content).toContain("table:formula=\"of:=&quot;Prices.B1&quot;&amp;['Resumen y ''totales'.A1]\"");
    expect(content).toContain(
      '<text:a xlink:href="#\'Precios\'.A1" xlink:type="simple">SEE THE PRICES</text:a>',
    );
    expect(content).toContain(
      'table:base-cell-address="$\'Precios\'.$A$1" table:cell-range-address="$\'Precios\'.$B$1:.$B$2"',
    );
    expect(content).toContain("draw:notify-on-update-of-ranges=\"'Precios'.A1:'Precios'.B2\"");
    expect(parts.get('Object 1/content.xml')).toContain(
      "table:cell-range-address=\"'Precios'.A1:'Precios'.B2\"",
    );
    expect(content).toContain(
      'table:base-cell-address="\'Precios\'.B1"><table:help-message table:title="PRICE HELP"',
    );
    const settings = parts.get('settings.xml') ?? '';
    expect(settings).toContain('config:type="string">Resumen y \'totales</config:config-item>');
    expect(settings).toContain('<config:config-item-map-entry config:name="Precios">');
  });

  it('writes the translation in a cell that states its string as office:string-value too', async () => {
    const content = (await xmlParts(await roundTrip(odsFormat, await twoSheetWorkbook(), upper))).get(
      'content.xml',
    );
    expect(content).toContain('office:string-value="RIPE BANANAS"><text:p>RIPE BANANAS</text:p>');
  });

  it('keeps two sheets apart when their names translate the same', async () => {
    const content = (
      await xmlParts(
        await roundTrip(odsFormat, await twoSheetWorkbook(), (text) =>
          text === 'Prices' || text === 'Summary and totals' ? 'Data' : text,
        ),
      )
    ).get('content.xml');
    expect(content).toContain('table:name="Data"');
    expect(content).toContain('table:name="Data (2)"');
  });

  it('keeps sheet names and formulas with skipSheetNames', async () => {
    const input = await twoSheetWorkbook();
    const options = { skipSheetNames: true };
    const texts = await segmentTexts(odsFormat, input, options);
    expect(texts).not.toContain('Prices');
    const content = (await xmlParts(await roundTrip(odsFormat, input, renamed, { options }))).get(
      'content.xml',
    );
    expect(content).toContain('table:name="Prices"');
    expect(content).toContain("of:=['Prices'.B1]*2");
    expect(content).toContain('APPLES');
  });

  it('leaves comments, headers and footers with skipComments and skipHeadersFooters', async () => {
    const texts = await segmentTexts(odsFormat, await twoSheetWorkbook(), {
      skipComments: true,
      skipHeadersFooters: true,
    });
    expect(texts).not.toContain('Sum of all the prices');
    expect(texts).not.toContain('Sheet <x1/>');
    expect(texts).toContain('Twice the apples');
  });
});

describe('ODP', () => {
  it('translates slides, shapes, notes, the master and the footer', async () => {
    expect(await segmentTexts(odpFormat, await notesPresentation())).toEqual([
      'Garden club meeting',
      'Welcome to the garden',
      'Plant the <g1>tulips</g1> early',
      'Bring your gloves',
      'Speak slowly about the tulips',
      'Secret budget slide',
      'Do not show the budget',
      'Club members only',
      'Master notes text',
      'Garden club',
    ]);
  });

  it('shrinks grown text on overflow in fixed slide frames, not in growing frames or notes', async () => {
    const content = (await xmlParts(await pseudoRoundTrip(odpFormat, await notesPresentation()))).get(
      'content.xml',
    );
    expect(content).toContain(
      '<style:style style:name="pr1" style:family="presentation"><style:graphic-properties draw:auto-grow-height="false" fo:min-height="3cm" style:shrink-to-fit="true"/>',
    );
    expect(content).toContain('<style:graphic-properties draw:auto-grow-height="true"/>');
    expect(content).toContain('<style:graphic-properties fo:min-height="6cm"/>');
    const unchanged = (
      await xmlParts(await roundTrip(odpFormat, await notesPresentation(), (text) => text))
    ).get('content.xml');
    expect(unchanged).not.toContain('shrink-to-fit');
  });

  it('has LibreOffice draw a title that grew threefold smaller, inside its frame', async () => {
    const longer = (text: string) =>
      text.startsWith('Welcome') ? `${text} and to every bed of the garden by the river `.repeat(3) : text;
    const input = await notesPresentation();
    const pdfs = await convertWithLibreOffice(
      [
        { name: 'source.odp', data: input },
        { name: 'fitted.odp', data: await roundTrip(odpFormat, input, longer) },
      ],
      'pdf',
    );
    /** The height of the first "Welcome" LibreOffice drew, in points: its font size, near enough. */
    const welcomeHeight = (name: string) => {
      const boxes = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdfs.get(name) }).toString();
      const [, top, bottom] = boxes.match(/yMin="([\d.-]+)" xMax="[\d.-]+" yMax="([\d.-]+)">Welcome</) ?? [];
      return Number(bottom) - Number(top);
    };
    expect(welcomeHeight('fitted.odp')).toBeLessThan(0.7 * welcomeHeight('source.odp'));
  }, 120_000);

  it('leaves speaker notes with skipNotes, hidden slides with skipHiddenSlides, masters with skipMasterSlides', async () => {
    const input = await notesPresentation();
    const withoutNotes = await segmentTexts(odpFormat, input, { skipNotes: true });
    expect(withoutNotes).not.toContain('Speak slowly about the tulips');
    expect(withoutNotes).toContain('Club members only');
    const withoutHidden = await segmentTexts(odpFormat, input, { skipHiddenSlides: true });
    expect(withoutHidden).not.toContain('Secret budget slide');
    expect(withoutHidden).not.toContain('Do not show the budget');
    expect(withoutHidden).toContain('Speak slowly about the tulips');
    const withoutMasters = await segmentTexts(odpFormat, input, { skipMasterSlides: true });
    expect(withoutMasters).not.toContain('Club members only');
    expect(withoutMasters).not.toContain('Master notes text');
    const styles = (
      await xmlParts(await roundTrip(odpFormat, input, upper, { options: { skipMasterSlides: true } }))
    ).get('styles.xml');
    expect(styles).toContain('<text:p>Club members only</text:p>');
  });
});
