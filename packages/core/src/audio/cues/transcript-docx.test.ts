import { describe, expect, it } from 'vitest';
import { readPackage } from '../../formats/office-package/read-package';
import { officeStructureProblems } from '../../formats/office-package/structure-check/structure-check';
import { convertWithLibreOffice, textOfPdf } from '../../formats/office-package/testing/libreoffice';
import { spokenAt, transcriptDocx } from './transcript-docx';

const documentXml = async (docx: Buffer) =>
  (await readPackage(docx, 'DOCX')).entries
    .find((entry) => entry.name === 'word/document.xml')
    ?.data.toString() ?? '';

describe('the transcript as a Word document', () => {
  const lines = [
    { start: 0.4, text: 'La casa es pequeña.' },
    { start: 75.2, text: 'Tengo un coche rojo & <azul>.' },
  ];

  it('opens in LibreOffice with the title, and each sentence after the time it was spoken', async () => {
    const docx = await transcriptDocx(lines, { title: 'talk.mp4', language: 'es' });
    expect(await officeStructureProblems(docx)).toEqual([]);
    const pdf = (await convertWithLibreOffice([{ name: 'talk.es.docx', data: docx }], 'pdf')).get(
      'talk.es.docx',
    );
    const text = textOfPdf(pdf ?? Buffer.alloc(0));
    expect(text).toMatch(/talk\.mp4\s+0:00 La casa es pequeña\.\s+1:15 Tengo un coche rojo & <azul>\./);
  }, 120_000);

  it('marks the text with its language, and sets right-to-left languages from the right', async () => {
    expect(await documentXml(await transcriptDocx(lines, { title: 't', language: 'es' }))).toContain(
      '<w:lang w:val="es"/>',
    );
    const arabic = await documentXml(
      await transcriptDocx([{ start: 1, text: 'البيت صغير.' }], { title: 't', language: 'ar' }),
    );
    expect(arabic).toContain('<w:pPr><w:bidi/>');
    expect(arabic).toContain('<w:rtl/><w:lang w:bidi="ar"/>');
    const japanese = await documentXml(
      await transcriptDocx([{ start: 1, text: '家は小さい。' }], { title: 't', language: 'ja' }),
    );
    expect(japanese).toContain('<w:lang w:eastAsia="ja"/>');
  });

  it('writes times as minutes and seconds, with hours past the first', () => {
    expect([0, 9.9, 75.2, 3599, 3725].map(spokenAt)).toEqual(['0:00', '0:09', '1:15', '59:59', '1:02:05']);
  });
});
