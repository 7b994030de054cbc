import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslatedDocument, translateDocument } from '../../pipeline';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import {
  entriesOf,
  expectLetteredInSpanish,
  expectOnlyPictureChanged,
} from '../office-package/testing/picture-checks';
import { buildWorkbook, worksheetXml } from './build-workbook';

const a = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xdr = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const pictureName = 'xl/media/image1.png';

/** A picture anchored over cells B3:J20 of the sheet, as Excel's Insert › Picture writes it. */
const pictureAnchor = `<xdr:twoCellAnchor editAs="oneCell"><xdr:from><xdr:col>1</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>2</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>9</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>19</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Picture 1"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rIdImage"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="4572000" cy="3200400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:twoCellAnchor>`;

function workbookWithPicture(picture: Buffer): Promise<Buffer> {
  return buildWorkbook({
    sheets: [
      {
        name: 'Garden',
        xml: worksheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', '<drawing r:id="rIdDrawing"/>'),
        rels: `${declaration}<Relationships xmlns="${packageRelationships}"><Relationship Id="rIdDrawing" Type="${r}/drawing" Target="../drawings/drawing1.xml"/></Relationships>`,
      },
    ],
    sharedStrings: ['<si><t>The house is small.</t></si>'],
    parts: [
      {
        name: 'xl/drawings/drawing1.xml',
        contentType: 'application/vnd.openxmlformats-officedocument.drawing+xml',
        xml: `${declaration}<xdr:wsDr xmlns:xdr="${xdr}" xmlns:a="${a}" xmlns:r="${r}">${pictureAnchor}</xdr:wsDr>`,
      },
      {
        name: 'xl/drawings/_rels/drawing1.xml.rels',
        contentType: 'application/vnd.openxmlformats-package.relationships+xml',
        xml: `${declaration}<Relationships xmlns="${packageRelationships}"><Relationship Id="rIdImage" Type="${r}/image" Target="../media/image1.png"/></Relationships>`,
      },
      { name: pictureName, contentType: 'image/png', data: picture },
    ],
  });
}

describe("an XLSX whose sheet's drawing shows a picture with English lettering (translateImages)", () => {
  let lettered: Buffer;
  let input: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    lettered = await letteredPicture();
    input = await workbookWithPicture(lettered);
    const request = { input, filename: 'garden.xlsx', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("translates the sheet's name and cells as before, and the picture's lettering after them", () => {
    const lettering = withPictures.segments.filter((segment) => segment.id.startsWith('img.'));
    expect(withPictures.segments.slice(0, -lettering.length)).toEqual(textOnly.segments);
    expect(textOnly.segments.map((segment) => segment.translation)).toEqual([
      'Jardín',
      'La casa es pequeña.',
    ]);
    expect(lettering.map((segment) => segment.id)).toEqual(lettering.map((_, index) => `img.1.${index + 1}`));
    expect(lettering.map((segment) => segment.source).join(' ')).toMatch(/grandmother/);
    expect(lettering[0]?.context?.note).toBe(`Lettering in the picture ${pictureName}, read by OCR.`);
  });

  it('writes the picture back under its name, a PNG of the same size lettered in Spanish', async () => {
    const picture = (await entriesOf(withPictures.output, 'XLSX')).get(pictureName);
    await expectLetteredInSpanish(picture, 'png');
  }, 60_000);

  it('changes no other entry than the translation without the option does, and without it no picture', async () => {
    const [on, off] = await Promise.all([
      entriesOf(withPictures.output, 'XLSX'),
      entriesOf(textOnly.output, 'XLSX'),
    ]);
    expectOnlyPictureChanged(on, off, pictureName, lettered);
  });

  it('opens in LibreOffice with the translated cell', async () => {
    const pdfs = await convertWithLibreOffice([{ name: 'jardin.xlsx', data: withPictures.output }], 'pdf');
    const pdf = pdfs.get('jardin.xlsx');
    expect(pdf).toBeDefined();
    expect(textOfPdf(pdf ?? Buffer.alloc(0))).toContain('La casa es pequeña.');
  }, 120_000);
});
