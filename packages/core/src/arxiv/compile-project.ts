// Compiles a LaTeX project to PDF with latexmk, by pdfLaTeX or XeLaTeX, in a throwaway folder: BibTeX
// run when the paper needs it, shell escape off, TeX kept from reading or writing files outside the project
// (kpathsea's `openin_any`/`openout_any` = p, "paranoid"), and a time limit on the whole run; an abort
// signal ends the run (latexmk and its TeX children, one process group) at once.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInProcessGroup } from '../processes/process-group';
import type { LatexProject } from './latex-project';

export type CompileOutcome =
  | { status: 'compiled'; pdf: Buffer }
  /** `error` is the log's first error line (`! Undefined control sequence.`), or why there is none. */
  | { status: 'failed'; error: string };

export const defaultCompileTimeoutMs = 120_000;

/** pdfLaTeX for the Latin script, as papers are written; XeLaTeX for the fonts of any other. */
export type TexEngine = 'pdflatex' | 'xelatex';

export interface CompileOptions {
  timeoutMs?: number;
  engine?: TexEngine;
  /** Stops latexmk and every TeX, BibTeX or Biber it started at once; the compile then rejects with its reason. */
  signal?: AbortSignal;
}

async function writeProject(dir: string, project: LatexProject): Promise<void> {
  for (const file of project.files) {
    // Paths were checked when the archive was read: relative, without `..`.
    const path = join(dir, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.data);
  }
}

function latexmkArguments(mainPath: string, engine: TexEngine): string[] {
  return [
    engine === 'xelatex' ? '-xelatex' : '-pdf',
    '-interaction=nonstopmode',
    '-halt-on-error',
    '-no-shell-escape',
    // latexmk is Perl: what it sets in %ENV, the TeX and BibTeX it starts inherit.
    '-e',
    '$ENV{openin_any}="p"; $ENV{openout_any}="p";',
    // Runs in the main file's folder, where TeX looks for the files it \inputs.
    '-cd',
    mainPath,
  ];
}

async function firstLogError(logPath: string): Promise<string | undefined> {
  const log = await readFile(logPath, 'utf8').catch(() => '');
  return log.split('\n').find((line) => line.startsWith('!'));
}

export async function compileProject(
  project: LatexProject,
  { timeoutMs = defaultCompileTimeoutMs, engine = 'pdflatex', signal }: CompileOptions = {},
): Promise<CompileOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'verso-arxiv-compile-'));
  try {
    await writeProject(dir, project);
    const mainPath = join(dir, project.main);
    const outcome = await runInProcessGroup('latexmk', latexmkArguments(mainPath, engine), timeoutMs, signal);
    if (outcome.status === 'timed_out') {
      return { status: 'failed', error: `LaTeX did not finish within ${timeoutMs / 1000} s.` };
    }
    const pdf = await readFile(mainPath.replace(/\.tex$/, '.pdf')).catch(() => undefined);
    if (outcome.code === 0 && pdf) return { status: 'compiled', pdf };
    const error = await firstLogError(mainPath.replace(/\.tex$/, '.log'));
    return {
      status: 'failed',
      error: error ?? (outcome.stderr.trim().split('\n').at(-1) || 'latexmk failed.'),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === 'spawn latexmk') {
      return {
        status: 'failed',
        error:
          'latexmk is not installed (Debian packages latexmk, texlive-latex-recommended, texlive-xetex).',
      };
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
