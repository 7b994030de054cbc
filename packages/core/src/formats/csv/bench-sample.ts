// A realistic product catalogue of about the requested size, for the speed comparison: ids, SKUs and
// prices the format skips, names and descriptions (quoted, with commas and line breaks) it translates.

const header = 'location,source,target,price,updated\n';

const rows = [
  'Garden house,"A small wooden house for the garden, with two windows and a green door."',
  'Reading chair,"A comfortable chair with a ""reading"" lamp.\nAssembly takes ten minutes."',
  'Kitchen table,Seats six people. Oak top and steel legs.',
  'Desk lamp,"Warm light for late evenings; three brightness levels."',
];

export function benchSample(targetBytes: number): Buffer {
  const lines = [header];
  let size = header.length;
  for (let index = 0; size < targetBytes; index += 1) {
    const line = `item-${index + 1},${rows[index % rows.length]},${(19.9 + index).toFixed(2)},2026-03-07\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(''), 'utf8');
}

/** csv2po reads `location,source,target` columns: the sample's first three. */
export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'csv2po',
  args: [],
  extension: '.csv',
};
