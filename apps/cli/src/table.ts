// Plain-text tables for terminal output: columns padded to their widest cell, measured in terminal
// columns, since a Chinese or Japanese character takes two.

const wideCharacter =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/gu;

export function displayWidth(text: string): number {
  return [...text].length + (text.match(wideCharacter)?.length ?? 0);
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => displayWidth(row[column] ?? ''))));
  return all
    .map((row) =>
      row
        .map((cell, column) => pad(cell, widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
