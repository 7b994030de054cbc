import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../testing/corpus';
import { convertWithLibreOffice, textOfPdf } from './libreoffice';

describe('the LibreOffice check the office formats rely on', () => {
  it('converts a real DOCX to a PDF whose text reads, and reports a file it cannot open', async () => {
    const docx = readFileSync(corpusFile('docx/okapi-BoldWorld.docx'));
    const outputs = await convertWithLibreOffice(
      [
        { name: 'bold.docx', data: docx },
        { name: 'broken.docx', data: docx.subarray(0, 200) },
      ],
      'pdf',
    );
    const pdf = outputs.get('bold.docx');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOfPdf(pdf ?? Buffer.alloc(0))).toMatch(/Hello bold world/);
    expect(outputs.get('broken.docx')).toBeUndefined();
  }, 120_000);
});
