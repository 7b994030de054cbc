// A paper translated into a script pdfLaTeX cannot set (Chinese, Japanese, Korean, Arabic, Hebrew,
// Cyrillic, Greek, Devanagari, Thai…) is set by XeLaTeX in Debian's Noto faces. Its main file's preamble
// is rewritten for it: the pdfTeX-only encoding packages go, Chinese, Japanese and Korean get xeCJK, and
// every other script gets babel's own description of the language (`\babelprovide`, bidirectional for
// Arabic and Hebrew) with a Noto face that has its letters. English stays known, so a paper's
// `\foreignlanguage{english}{…}` still compiles.
import { resolveLanguage } from '../languages';
import type { Script } from '../languages-scripts';

/** Scripts pdfLaTeX sets with the packages a paper loads itself. */
export const pdflatexScripts: ReadonlySet<Script> = new Set(['Latn']);

const cjkScripts: ReadonlySet<Script> = new Set(['Hans', 'Hant', 'Jpan', 'Kore']);

/**
 * Noto's serif and sans faces for a script (Debian fonts-noto-core); Latin, Greek and Cyrillic share one.
 * These have no Latin letters: a name, an acronym or a sentence left in English switches to Noto Serif.
 */
const notoFaces: Partial<Record<Script, { serif: string; sans: string }>> = {
  Arab: { serif: 'Noto Naskh Arabic', sans: 'Noto Sans Arabic' },
  Hebr: { serif: 'Noto Serif Hebrew', sans: 'Noto Sans Hebrew' },
  Deva: { serif: 'Noto Serif Devanagari', sans: 'Noto Sans Devanagari' },
  Thai: { serif: 'Noto Serif Thai', sans: 'Noto Sans Thai' },
};
const notoLatin = { serif: 'Noto Serif', sans: 'Noto Sans' };

/** Noto CJK's face for the language's glyph forms (fonts-noto-cjk); Simplified Chinese by default. */
function cjkRegion(code: string, script: Script): string {
  if (script === 'Jpan') return 'JP';
  if (script === 'Kore') return 'KR';
  return script === 'Hant' || /^zh-(tw|hk|hant)/i.test(code) ? 'TC' : 'SC';
}

function cjkSetup(code: string, script: Script): string[] {
  const region = cjkRegion(code, script);
  return [
    // Kept for the paper's own language commands; xeCJK sets the Chinese, Japanese or Korean text.
    '\\usepackage[english]{babel}',
    '\\usepackage{xeCJK}',
    `\\setCJKmainfont{Noto Serif CJK ${region}}`,
    `\\setCJKsansfont{Noto Sans CJK ${region}}`,
    `\\setCJKmonofont{Noto Sans Mono CJK ${region}}`,
  ];
}

function babelSetup(code: string, name: string, script: Script, rtl: boolean): string[] {
  const faces = notoFaces[script];
  // A name of letters only: babel makes commands of it.
  const language = name.toLowerCase().replace(/[^a-z]/g, '') || 'target';
  return [
    rtl ? '\\usepackage[bidi=default]{babel}' : '\\usepackage{babel}',
    '\\babelprovide[import=en]{english}',
    `\\babelprovide[import=${code}, main]{${language}}`,
    `\\babelfont{rm}{${(faces ?? notoLatin).serif}}`,
    `\\babelfont{sf}{${(faces ?? notoLatin).sans}}`,
    '\\babelfont{tt}{Noto Sans Mono}',
    ...(faces ? latinRuns : []),
  ];
}

// XeTeX switches faces at each run of Latin letters (ucharclasses, in texlive-xetex). In a right-to-left
// paragraph each English word is a run of its own, so several untagged English words read right to left;
// text the paper tags (\foreignlanguage{english}{…}) is set left to right, as babel does.
const latinRuns = [
  '\\usepackage[Latin]{ucharclasses}',
  `\\newfontfamily\\versolatin{${notoLatin.serif}}`,
  '\\setTransitionsForLatin{\\begingroup\\versolatin}{\\endgroup}',
];

// Whole lines of the preamble that XeLaTeX must not see, or that the setup above replaces.
const replacedPackages =
  /^[ \t]*\\usepackage(\[[^\]]*\])?\{(fontenc|inputenc|babel|polyglossia|CJKutf8|CJK)\}[^\n]*\n?/gm;
const polyglossiaLanguages = /^[ \t]*\\set(main|default|other)languages?(\[[^\]]*\])?\{[^}]*\}[^\n]*\n?/gm;
const documentClass = /\\documentclass(\[[^\]]*\])?\{[^}]*\}[^\n]*\n?/;

/** The main file's text made ready for XeLaTeX in `to`; the body is left as it is. */
export function xelatexMain(text: string, to: string): string {
  const bodyStart = text.search(/\\begin\s*\{document\}/);
  const classMatch = documentClass.exec(text);
  if (bodyStart < 0 || !classMatch) return text;
  const { code, name, script, direction } = resolveLanguage(to);
  const setup = cjkScripts.has(script)
    ? cjkSetup(code, script)
    : babelSetup(code, name, script, direction === 'rtl');
  const afterClass = classMatch.index + classMatch[0].length;
  const preamble = text
    .slice(afterClass, bodyStart)
    .replace(replacedPackages, '')
    .replace(polyglossiaLanguages, '');
  const head = text.slice(0, afterClass);
  const block = `% Set by XeLaTeX in ${name} (Verso)\n${setup.join('\n')}\n`;
  return `${head}${head.endsWith('\n') ? '' : '\n'}${block}${preamble}${text.slice(bodyStart)}`;
}
