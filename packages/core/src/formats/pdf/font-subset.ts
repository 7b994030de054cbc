// The faces are embedded with only the glyphs the translation uses: a whole Noto CJK face is 15 MB,
// its subset for a few pages of Chinese tens of kilobytes. HarfBuzz's subsetter (the WebAssembly build
// harfbuzzjs ships; the `subset-font` wrapper reads only a collection's first face and renumbers
// glyphs) takes one face out of a .ttc and keeps glyph ids (retain-gids), so the glyph ids already
// written in the pages' content streams stay valid. MuPDF's own subsetFonts() leaves CFF faces whole.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const memoryModeWritable = 2;
const setDropTables = 3;
const flagNoHinting = 0x1;
const flagRetainGids = 0x2;
const flagNoLayoutClosure = 0x200;
/**
 * A PDF viewer draws the glyphs it is given: shaping, vertical metrics and hinting are not needed, and
 * without its name table the face is known by the PDF's name for it (a reader then sees `Verso…`).
 */
const tablesNotDrawn = 'GSUB GPOS GDEF BASE JSTF MATH vhea vmtx VORG DSIG name'.split(' ');

const tag = (name: string) => [...name].reduce((value, letter) => value * 256 + letter.charCodeAt(0), 0);

let loading: Promise<SubsetExports> | undefined;

// Resolved at run time by Node, never by a bundler: Next.js's rewrites `require.resolve('…')` into a
// module id, and reading that "path" fails (EBADF) in the site's process.
const subsetterWasm = 'harfbuzzjs/dist/harfbuzz-subset.wasm';

function loadSubsetter(): Promise<SubsetExports> {
  loading ??= (async () => {
    const wasm = readFileSync(
      createRequire(import.meta.url).resolve(/* turbopackIgnore: true */ subsetterWasm),
    );
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetExports & { _initialize?: () => void };
    exports._initialize?.();
    return exports;
  })();
  return loading;
}

export interface SubsetRequest {
  /** The font file: a .ttf/.otf, or a collection with `index` naming the face. */
  file: Uint8Array;
  index: number;
  glyphs: Iterable<number>;
  /** The characters set: their cmap entries are kept. */
  codePoints: Iterable<number>;
}

/** The face with only `glyphs` drawn, every other glyph id kept but empty. */
export async function subsetFace({ file, index, glyphs, codePoints }: SubsetRequest): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const data = hb.malloc(file.byteLength);
  new Uint8Array(hb.memory.buffer).set(file, data);
  const blob = hb.hb_blob_create(data, file.byteLength, memoryModeWritable, 0, 0);
  const face = hb.hb_face_create(blob, index);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    const [glyphSet, unicodeSet] = [
      hb.hb_subset_input_glyph_set(input),
      hb.hb_subset_input_unicode_set(input),
    ];
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    for (const codePoint of codePoints) hb.hb_set_add(unicodeSet, codePoint);
    const dropped = hb.hb_subset_input_set(input, setDropTables);
    for (const name of tablesNotDrawn) hb.hb_set_add(dropped, tag(name));
    const flags = flagRetainGids | flagNoHinting | flagNoLayoutClosure;
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | flags);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0)
      throw new Error(`HarfBuzz could not subset face ${index} of a ${file.byteLength}-byte font`);
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
