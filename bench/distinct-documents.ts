// The distinct-text benchmarks' documents: the same paragraphs as a DOCX, PPTX, XLSX, HTML page and
// Markdown file, the first three words of each paragraph in bold.
import { sampleDocx } from '@verso/core/formats/docx/sample-package';
import { buildPresentation } from '@verso/core/formats/pptx/sample-presentation';
import { buildWorkbook, worksheetXml } from '@verso/core/formats/xlsx/build-workbook';
import { escapeText } from '@verso/core/formats/xml-toolkit/xml-escape';

/** A paragraph as [its first three words, the rest], so each document can set the first ones in bold. */
function split(paragraph: string): [string, string] {
  const parts = paragraph.split(' ');
  return [parts.slice(0, 3).join(' '), ` ${parts.slice(3).join(' ')}`];
}

export const documents: Record<
  'docx' | 'pptx' | 'xlsx' | 'html' | 'md',
  (paragraphs: string[]) => Promise<Buffer> | Buffer
> = {
  docx: (paragraphs) =>
    sampleDocx({
      body: paragraphs
        .map(split)
        .map(
          ([bold, rest]) =>
            `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${escapeText(bold)}</w:t></w:r><w:r><w:t xml:space="preserve">${escapeText(rest)}</w:t></w:r></w:p>`,
        )
        .join(''),
    }),
  pptx: (paragraphs) =>
    buildPresentation(
      Array.from({ length: Math.ceil(paragraphs.length / 4) }, (_, slide) => ({
        title: `Part ${slide + 1}`,
        bullets: paragraphs
          .slice(slide * 4, slide * 4 + 4)
          .map(split)
          .map(([bold, rest]) => [{ text: bold, bold: true }, { text: rest }]),
      })),
    ),
  xlsx: (paragraphs) =>
    buildWorkbook({
      sheets: [
        {
          name: 'Texts',
          xml: worksheetXml(
            paragraphs
              .map((_, index) => `<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>${index}</v></c></row>`)
              .join(''),
          ),
        },
      ],
      sharedStrings: paragraphs
        .map(split)
        .map(
          ([bold, rest]) =>
            `<si><r><rPr><b/></rPr><t>${escapeText(bold)}</t></r><r><t xml:space="preserve">${escapeText(rest)}</t></r></si>`,
        ),
    }),
  html: (paragraphs) =>
    Buffer.from(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Distinct text</title></head><body>${paragraphs
        .map(split)
        .map(([bold, rest]) => `<p><b>${escapeText(bold)}</b>${escapeText(rest)}</p>`)
        .join('\n')}</body></html>`,
    ),
  md: (paragraphs) =>
    Buffer.from(
      paragraphs
        .map(split)
        .map(([bold, rest]) => `**${bold}**${rest}`)
        .join('\n\n'),
    ),
};
