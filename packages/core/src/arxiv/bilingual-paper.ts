// A paper's bilingual edition: the original as its authors typeset it beside the translation, page by
// page on pages twice as wide, as the PDF pipeline's bilingual edition does. The original is compiled
// from its own source, by XeLaTeX when the paper was written for it, else by pdfLaTeX.
import { sideBySide } from '../formats/pdf/bilingual-pages';
import { openPdf } from '../formats/pdf/open-pdf';
import { classifyEprint } from './arxiv-source';
import { type CompileOptions, type CompileOutcome, compileProject } from './compile-project';
import { type LatexProject, latexProject } from './latex-project';

// What a paper written for XeLaTeX loads; pdfLaTeX stops at the first of them.
const xelatexPackages =
  /\\usepackage(\[[^\]]*\])?\{(fontspec|xeCJK|polyglossia|unicode-math)\}|\\documentclass(\[[^\]]*\])?\{ctex/;

/** The original paper compiled as its authors did: by XeLaTeX when it was written for it, else by pdfLaTeX. */
export function compileOriginalPaper(
  project: LatexProject,
  options: Omit<CompileOptions, 'engine'> = {},
): Promise<CompileOutcome> {
  const main = project.files.find((file) => file.path === project.main)?.data.toString('utf8') ?? '';
  const engine = xelatexPackages.test(main) ? 'xelatex' : 'pdflatex';
  return compileProject(project, { ...options, engine });
}

/**
 * The original (a LaTeX project as the e-print held it) beside its translated PDF; none when the
 * original itself does not compile here, since there is then nothing to set beside the translation.
 */
export async function bilingualPaper(
  originalArchive: Buffer,
  translatedPdf: Buffer,
  options: Omit<CompileOptions, 'engine'> = {},
): Promise<Buffer | undefined> {
  const source = classifyEprint(originalArchive);
  if (source.kind === 'pdf') return undefined;
  const compiled = await compileOriginalPaper(latexProject(source.files), options);
  if (compiled.status !== 'compiled') return undefined;
  const [original, translated] = await Promise.all([openPdf(compiled.pdf), openPdf(translatedPdf)]);
  const saved = (await sideBySide(original, translated)).saveToBuffer('garbage,compress');
  try {
    return Buffer.from(saved.asUint8Array());
  } finally {
    saved.destroy();
  }
}
