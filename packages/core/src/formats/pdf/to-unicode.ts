// The ToUnicode CMap of an embedded face: which characters each glyph stands for, as shaping found
// them. MuPDF's own map reads the font's cmap backwards, so glyphs only shaping reaches (Arabic
// contextual forms, Devanagari conjuncts, Thai marks moved out of the way) would extract as U+FFFD.
const hex4 = (value: number) => value.toString(16).padStart(4, '0');

export const utf16Hex = (text: string) =>
  [...text]
    .flatMap((character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0x10000) return [hex4(code)];
      const offset = code - 0x10000;
      return [hex4(0xd800 + (offset >> 10)), hex4(0xdc00 + (offset & 0x3ff))];
    })
    .join('');

/** PDF limits a bfchar block to 100 entries. */
const blockSize = 100;

export function toUnicodeCMap(characters: ReadonlyMap<number, string>): string {
  const entries = [...characters].filter(([, text]) => text !== '').sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += blockSize) {
    const block = entries.slice(start, start + blockSize);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([glyph, text]) => `<${hex4(glyph)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}
