// The TeX processes (latexmk, pdfLaTeX, XeLaTeX, BibTeX, Biber) still running for one paper, found by its
// main file's name in their command lines (/proc, Linux): how tests see that a stopped compile left
// nothing behind.
import { readdir, readFile } from 'node:fs/promises';

/** The command lines of live processes that name `mainFile` (`endless-paper.tex`), zombies aside. */
export async function texProcessesFor(mainFile: string): Promise<string[]> {
  const stem = mainFile.replace(/\.tex$/, '');
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const [cmdline, stat] = await Promise.all([
      readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
      readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
    ]);
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (state !== 'Z' && cmdline.includes(stem)) found.push(cmdline.replaceAll('\0', ' ').trim());
  }
  return found;
}
