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
function cjkRegion(code: string, script: Script): 'SC' | 'TC' | 'JP' | 'KR' {
  if (script === 'Jpan') return 'JP';
  if (script === 'Kore') return 'KR';
  return script === 'Hant' || /^zh-(tw|hk|hant)/i.test(code) ? 'TC' : 'SC';
}

type CjkRegion = ReturnType<typeof cjkRegion>;

/**
 * LaTeX's fixed words in each CJK region's usage, and its date. babel stays English for a CJK paper (xeCJK
 * sets the text), so its English captions are replaced with these: "Figure 1" becomes "图 1".
 */
const cjkCaptions: Record<CjkRegion, { words: Record<string, string>; date: [string, string, string] }> = {
  SC: {
    words: {
      figurename: '图',
      tablename: '表',
      contentsname: '目录',
      refname: '参考文献',
      bibname: '参考文献',
      abstractname: '摘要',
      appendixname: '附录',
      listfigurename: '插图目录',
      listtablename: '表格目录',
      indexname: '索引',
      proofname: '证明',
    },
    date: ['年', '月', '日'],
  },
  TC: {
    words: {
      figurename: '圖',
      tablename: '表',
      contentsname: '目錄',
      refname: '參考文獻',
      bibname: '參考文獻',
      abstractname: '摘要',
      appendixname: '附錄',
      listfigurename: '插圖目錄',
      listtablename: '表格目錄',
      indexname: '索引',
      proofname: '證明',
    },
    date: ['年', '月', '日'],
  },
  JP: {
    words: {
      figurename: '図',
      tablename: '表',
      contentsname: '目次',
      refname: '参考文献',
      bibname: '参考文献',
      abstractname: '概要',
      appendixname: '付録',
      listfigurename: '図目次',
      listtablename: '表目次',
      indexname: '索引',
      proofname: '証明',
    },
    date: ['年', '月', '日'],
  },
  KR: {
    words: {
      figurename: '그림',
      tablename: '표',
      contentsname: '차례',
      refname: '참고 문헌',
      bibname: '참고 문헌',
      abstractname: '요약',
      appendixname: '부록',
      listfigurename: '그림 차례',
      listtablename: '표 차례',
      indexname: '찾아보기',
      proofname: '증명',
    },
    date: ['년 ', '월 ', '일'],
  },
};

/**
 * Added to babel's English captions and date, so they hold wherever the paper selects English again; a
 * biblatex paper's heading comes from biblatex's own strings, set once the preamble is read.
 */
function cjkFixedWords(region: CjkRegion): string[] {
  const { words, date } = cjkCaptions[region];
  const captions = Object.entries(words).map(([name, word]) => `\\def\\${name}{${word}}`);
  const [year, month, day] = date;
  return [
    `\\addto\\captionsenglish{${captions.join('')}}`,
    `\\addto\\dateenglish{\\def\\today{\\number\\year ${year}\\number\\month ${month}\\number\\day ${day}}}`,
    '\\usepackage{etoolbox}',
    `\\AtEndPreamble{\\ifdefined\\DefineBibliographyStrings\\DefineBibliographyStrings{english}{references={${words.refname}},bibliography={${words.bibname}}}\\fi}`,
  ];
}

function cjkSetup(code: string, script: Script): string[] {
  const region = cjkRegion(code, script);
  return [
    // Kept for the paper's own language commands; xeCJK sets the Chinese, Japanese or Korean text.
    '\\usepackage[english]{babel}',
    ...cjkFixedWords(region),
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
// The switch back names the family the run began in, not a group's end: a run that ends an environment
// ("… lends books.\end{abstract}") would otherwise close the environment's group with its own. Monospace
// (Noto Sans Mono) has Latin letters and keeps them.
const latinRuns = [
  '\\usepackage[Latin]{ucharclasses}',
  `\\newfontfamily\\versolatin{${notoLatin.serif}}`,
  '\\makeatletter',
  '\\def\\versotolatin{\\edef\\verso@back{\\f@family}\\edef\\verso@tt{\\ttdefault}%',
  '  \\ifx\\verso@back\\verso@tt\\else\\versolatin\\fi}',
  '\\def\\versofromlatin{\\fontfamily{\\verso@back}\\selectfont}',
  '\\makeatother',
  '\\setTransitionsForLatin{\\versotolatin}{\\versofromlatin}',
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
