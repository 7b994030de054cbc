// The benchmark workbook: 10,000 rows × 10 columns (100,000 cells) of product data — names and
// descriptions in shared strings (a few hundred distinct texts, as real sheets repeat theirs), codes,
// quantities, prices and a formula per row.
import { buildWorkbook, worksheetXml } from './build-workbook';

const products = ['Garden hose', 'Watering can', 'Seed tray', 'Pruning shears', 'Compost bin'];
const notes = [
  'Ships within two days',
  'Out of stock until next month',
  'Bulk discount available for schools',
  'Fragile: pack with care',
];
const colours = ['green', 'blue', 'red', 'black'];

/** Every shared string, in index order: texts to translate, then codes that stay as they are. */
function sharedStrings(distinct: number): string[] {
  return Array.from({ length: distinct }, (_, index) => {
    const product = products[index % products.length];
    const note = notes[index % notes.length];
    return index % 3 === 0
      ? `<si><t>${product}, size ${index}</t></si>`
      : `<si><r><t xml:space="preserve">${note} </t></r><r><rPr><b/></rPr><t>(${colours[index % colours.length]})</t></r></si>`;
  });
}

function row(index: number, distinct: number): string {
  const r = index + 1;
  const cells = [
    `<c r="A${r}" t="s"><v>${index % distinct}</v></c>`,
    `<c r="B${r}" t="s"><v>${(index * 7) % distinct}</v></c>`,
    `<c r="C${r}" t="s"><v>${distinct + (index % 100)}</v></c>`,
    `<c r="D${r}"><v>${index % 250}</v></c>`,
    `<c r="E${r}"><v>${((index * 13) % 10_000) / 100}</v></c>`,
    `<c r="F${r}"><f>D${r}*E${r}</f><v>${((index % 250) * ((index * 13) % 10_000)) / 100}</v></c>`,
    `<c r="G${r}"><v>${45_000 + (index % 365)}</v></c>`,
    `<c r="H${r}" t="b"><v>${index % 2}</v></c>`,
    `<c r="I${r}" t="s"><v>${(index * 11) % distinct}</v></c>`,
    `<c r="J${r}"><f>IF(H${r},"yes","no")</f><v>${index % 2 ? 'yes' : 'no'}</v></c>`,
  ];
  return `<row r="${r}">${cells.join('')}</row>`;
}

export function benchSample(rows = 10_000, distinct = 600): Promise<Buffer> {
  const codes = Array.from({ length: 100 }, (_, index) => `<si><t>SKU-${1000 + index}</t></si>`);
  const body = Array.from({ length: rows }, (_, index) => row(index, distinct)).join('');
  return buildWorkbook({
    sheets: [{ name: 'Products', xml: worksheetXml(body) }],
    sharedStrings: [...sharedStrings(distinct), ...codes],
  });
}
