// What Verso knows about LaTeX commands and environments. Anything not listed is kept as written,
// arguments included: a command Verso does not know is never translated by mistake.

/** Commands whose last argument is running text in another style: `\emph{…}` becomes `<g1>…</g1>`. */
export const styledTextCommands = new Map<string, number>([
  // name → how many braced arguments come before the text (kept as written, like the colour of
  // \textcolor); optional `[…]` arguments are kept too
  ...['emph', 'textbf', 'textit', 'textsl', 'textsc', 'textup', 'textmd', 'textrm', 'textsf'].map(
    (name) => [name, 0] as const,
  ),
  ...['texttt', 'textnormal', 'underline', 'mbox', 'textsuperscript', 'textsubscript'].map(
    (name) => [name, 0] as const,
  ),
  ...['fbox', 'marginpar', 'hyperref', 'uline', 'sout'].map((name) => [name, 0] as const),
  ['textcolor', 1],
  ['colorbox', 1],
  ['href', 1],
  ['parbox', 1],
]);

/** Commands whose argument is a segment of its own: titles and captions. */
export const titleCommands = new Set([
  'part',
  'chapter',
  'section',
  'subsection',
  'subsubsection',
  'paragraph',
  'subparagraph',
  'caption',
  'title',
  'subtitle',
  'frametitle',
  'framesubtitle',
]);

/** Title commands that may stand in the preamble: the rest of the preamble is kept as written. */
export const preambleTitleCommands = new Set(['title', 'subtitle']);

/** Titles that head the text after them, for the segments' `heading` context. */
export const headingCommands = new Set([
  'part',
  'chapter',
  'section',
  'subsection',
  'subsubsection',
  'paragraph',
  'subparagraph',
  'frametitle',
]);

/** Declarations take no argument: `{\bf word}` must not swallow what follows as an argument. */
export const declarations = new Set([
  ...['bf', 'it', 'em', 'sl', 'sc', 'tt', 'rm', 'sf', 'normalfont', 'bfseries', 'itshape', 'scshape'],
  ...['mdseries', 'upshape', 'slshape', 'rmfamily', 'sffamily', 'ttfamily'],
  ...['tiny', 'scriptsize', 'footnotesize', 'small', 'normalsize', 'large', 'Large', 'LARGE', 'huge', 'Huge'],
  ...['centering', 'raggedright', 'raggedleft', 'noindent', 'indent', 'par', 'newline', 'linebreak'],
  ...['newpage', 'clearpage', 'cleardoublepage', 'maketitle', 'tableofcontents', 'listoffigures'],
  ...['listoftables', 'hline', 'toprule', 'midrule', 'bottomrule', 'item', 'appendix', 'smallskip'],
  ...['medskip', 'bigskip', 'hfill', 'vfill', 'quad', 'qquad', 'LaTeX', 'TeX', 'today', 'ldots', 'dots'],
]);

/** Environments whose content is not prose: kept byte for byte, not even parsed. */
export const rawEnvironments = new Set([
  ...['verbatim', 'verbatim*', 'Verbatim', 'lstlisting', 'minted', 'comment', 'alltt'],
  ...['equation', 'equation*', 'align', 'align*', 'gather', 'gather*', 'multline', 'multline*'],
  ...['flalign', 'flalign*', 'alignat', 'alignat*', 'eqnarray', 'eqnarray*', 'displaymath', 'math'],
  ...['tikzpicture', 'picture', 'filecontents', 'filecontents*'],
]);

/** Environments whose cells (between `&` and `\\`) are translated one by one. */
export const tableEnvironments = new Set(['tabular', 'tabular*', 'tabularx', 'longtable', 'tabu']);
