// The benchmark document: about 300 pages — 3,000 paragraphs of about fifty words with bold and
// italic runs, a heading every twenty paragraphs, a table every hundred, and a header and footer.
import { sampleDocx } from './sample-package';

const sentences = [
  'The garden committee meets on the first Monday of every month to plan the planting season.',
  'Volunteers water the beds in the morning, before the sun is high and the soil dries out.',
  'Each family that rents a plot agrees to keep the paths clear and to share the larger tools.',
  'Compost from the kitchen bins is turned every two weeks and spread on the beds in autumn.',
  'Children from the school visit on Fridays to learn how seeds grow into food for the table.',
];

const run = (text: string, properties = '') =>
  `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

function paragraph(index: number): string {
  const first = sentences[index % sentences.length] ?? '';
  const second = sentences[(index + 2) % sentences.length] ?? '';
  const third = sentences[(index + 4) % sentences.length] ?? '';
  return `<w:p w:rsidR="00A1${index % 10}">${run(`${first} `)}${run('Please note:', '<w:b/>')}${run(` ${second} `)}${run('This matters', '<w:i/>')}${run(` for plot ${index}. ${third}`)}</w:p>`;
}

const heading = (index: number) =>
  `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run(`Chapter ${index / 20 + 1}: the garden in season`)}</w:p>`;

function table(index: number): string {
  const cell = (text: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr><w:p>${run(text)}</w:p></w:tc>`;
  const rows = Array.from(
    { length: 5 },
    (_, row) =>
      `<w:tr>${cell(`Bed ${index + row}`)}${cell('Tomatoes and beans')}${cell('Water twice a week')}</w:tr>`,
  );
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${rows.join('')}</w:tbl>`;
}

const story = (root: 'hdr' | 'ftr', text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${root} xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p>${run(text)}</w:p></w:${root}>`;

const paragraphs = 3000;

/** The document is the size the issue names; it takes no size argument, unlike the text formats' samples. */
export function benchSample(): Promise<Buffer> {
  const blocks: string[] = [];
  for (let index = 0; index < paragraphs; index += 1) {
    if (index % 20 === 0) blocks.push(heading(index));
    if (index % 100 === 50) blocks.push(table(index));
    blocks.push(paragraph(index));
  }
  const section =
    '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>' +
    '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>';
  return sampleDocx({
    body: blocks.join('') + section,
    parts: [
      {
        name: 'word/header1.xml',
        type: 'wordprocessingml.header+xml',
        relationship: { type: 'header', id: 'rIdH' },
        xml: story('hdr', 'Community garden handbook'),
      },
      {
        name: 'word/footer1.xml',
        type: 'wordprocessingml.footer+xml',
        relationship: { type: 'footer', id: 'rIdF' },
        xml: story('ftr', 'Printed for the volunteers'),
      },
    ],
    properties: { title: 'Community garden handbook' },
  });
}
