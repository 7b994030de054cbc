// Compiles a LaTeX document with pdflatex in a throwaway folder: the proof that a rebuilt file still
// works is that TeX still turns it into a PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { underCi } from '../../../testing/ci';

/** True when pdflatex is installed (texlive-latex-base); always under CI, where it must be. */
export function hasPdflatex(): boolean {
  if (underCi) return true;
  try {
    execFileSync('sh', ['-c', 'command -v pdflatex'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The error lines of pdflatex's log (`! …`), empty when the document compiled. */
export function pdflatexErrors(document: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'verso-tex-'));
  try {
    writeFileSync(join(dir, 'document.tex'), document);
    execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'document.tex'], {
      cwd: dir,
      stdio: 'pipe',
      timeout: 120_000,
    });
    return [];
  } catch (error) {
    const log = String((error as { stdout?: Buffer }).stdout ?? error);
    return log.split('\n').filter((line) => line.startsWith('!'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
