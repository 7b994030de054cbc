// The faces translations are set in: Debian's Noto fonts, registered with the canvas once, named in
// a font list so each character falls to the first face that has it (Latin, Greek and Cyrillic in
// Noto Sans; Arabic, Hebrew, Devanagari, Thai and CJK in their own Noto faces).
import { existsSync } from 'node:fs';
import { UserFacingError } from '../../errors';
import { loadCanvas } from './canvas';

const core = '/usr/share/fonts/truetype/noto';
const cjk = '/usr/share/fonts/opentype/noto';

const faces: Record<string, string[]> = {
  'Noto Sans': [`${core}/NotoSans-Regular.ttf`, `${core}/NotoSans-Bold.ttf`],
  'Noto Sans Arabic': [`${core}/NotoSansArabic-Regular.ttf`],
  'Noto Sans Hebrew': [`${core}/NotoSansHebrew-Regular.ttf`],
  'Noto Sans Devanagari': [`${core}/NotoSansDevanagari-Regular.ttf`],
  'Noto Sans Thai': [`${core}/NotoSansThai-Regular.ttf`],
  // One collection holds the Japanese, Korean and Chinese faces.
  'Noto Sans CJK JP': [`${cjk}/NotoSansCJK-Regular.ttc`],
};

/** The CJK face whose glyph forms the target language expects; Simplified Chinese otherwise. */
function cjkFamily(language: string): string {
  if (language.startsWith('ja')) return 'Noto Sans CJK JP';
  if (language.startsWith('ko')) return 'Noto Sans CJK KR';
  if (/^zh-(tw|hk|hant)/iu.test(language)) return 'Noto Sans CJK TC';
  return 'Noto Sans CJK SC';
}

let registered = false;

function registerNotoFonts(): void {
  if (registered) return;
  const { GlobalFonts } = loadCanvas();
  for (const [family, paths] of Object.entries(faces)) {
    if (GlobalFonts.has(family)) continue;
    const missing = paths.filter((path) => !existsSync(path));
    if (missing.length > 0)
      throw new UserFacingError(
        'misconfigured',
        `Translating pictures needs the Noto fonts, which this server lacks (${missing.join(', ')}). The operator should install the Debian packages fonts-noto-core and fonts-noto-cjk.`,
      );
    for (const path of paths) GlobalFonts.registerFromPath(path, family);
  }
  registered = true;
}

/** A CSS font list for `language`'s text, the fonts registered first. */
export function fontListFor(language: string): string {
  registerNotoFonts();
  const families = [
    'Noto Sans',
    'Noto Sans Arabic',
    'Noto Sans Hebrew',
    'Noto Sans Devanagari',
    'Noto Sans Thai',
    cjkFamily(language),
  ];
  return families.map((family) => `"${family}"`).join(', ');
}
