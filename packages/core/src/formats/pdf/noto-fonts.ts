// The faces translations are set in: Debian's Noto fonts, one family per script, so every character a
// translation can hold has a glyph. A face is picked by the original text's look (serif, sans or
// monospace; bold; italic) and, character by character, by script when the face lacks the glyph.
import { existsSync } from 'node:fs';
import { UserFacingError } from '../../errors';
import type { SpanLook } from './paragraph-segment';

export interface FontFace {
  /** Unique per face: the name it gets in the page's resources. */
  key: string;
  path: string;
  /** The face inside a collection (.ttc). */
  subfont?: number;
}

const core = '/usr/share/fonts/truetype/noto';
const cjk = '/usr/share/fonts/opentype/noto';

const face = (key: string, path: string, subfont?: number): FontFace => ({ key, path, subfont });

function latinFace(look: Pick<SpanLook, 'bold' | 'italic' | 'serif' | 'monospace'>): FontFace {
  if (look.monospace) {
    const weight = look.bold ? 'Bold' : 'Regular';
    return face(`VersoMono${weight}`, `${core}/NotoSansMono-${weight}.ttf`);
  }
  const family = look.serif ? 'NotoSerif' : 'NotoSans';
  const style =
    look.bold && look.italic ? 'BoldItalic' : look.bold ? 'Bold' : look.italic ? 'Italic' : 'Regular';
  return face(`Verso${family}${style}`, `${core}/${family}-${style}.ttf`);
}

const scripts = ['Arabic', 'Hebrew', 'Devanagari', 'Bengali', 'Tamil', 'Thai', 'Georgian', 'Armenian'];

/** The face of each CJK language in Noto Sans CJK's collection; Simplified Chinese by default. */
const cjkFaceIndex: Record<string, number> = { ja: 0, ko: 1, zh: 2, 'zh-CN': 2, 'zh-TW': 3, 'zh-HK': 4 };

/** The faces tried, in order, for a character the look's own face lacks. */
export function fallbackFaces(targetLanguage: string, bold: boolean): FontFace[] {
  const weight = bold ? 'Bold' : 'Regular';
  const cjkIndex = cjkFaceIndex[targetLanguage] ?? cjkFaceIndex[targetLanguage.split('-')[0] ?? ''] ?? 2;
  return [
    ...scripts.map((script) =>
      face(`VersoNoto${script}${weight}`, `${core}/NotoSans${script}-${weight}.ttf`),
    ),
    face('VersoNotoMath', `${core}/NotoSansMath-Regular.ttf`),
    face('VersoNotoSymbols', `${core}/NotoSansSymbols-Regular.ttf`),
    face('VersoNotoSymbols2', `${core}/NotoSansSymbols2-Regular.ttf`),
    // Last: the CJK collection has a glyph for nearly everything, and is the heaviest face to embed.
    face(`VersoNotoCJK${cjkIndex}${weight}`, `${cjk}/NotoSansCJK-${weight}.ttc`, cjkIndex),
  ];
}

export function primaryFace(look: SpanLook): FontFace {
  return latinFace(look);
}

/** Fails early, with the packages to install, on a server without the fonts. */
export function checkNotoFonts(): void {
  const needed = [`${core}/NotoSans-Regular.ttf`, `${cjk}/NotoSansCJK-Regular.ttc`];
  const missing = needed.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new UserFacingError(
      'misconfigured',
      `PDF translation needs the Noto fonts, which this server lacks (${missing.join(', ')}). The operator should install the Debian packages fonts-noto-core and fonts-noto-cjk.`,
    );
  }
}
