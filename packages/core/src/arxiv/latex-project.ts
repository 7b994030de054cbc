// A LaTeX project as arXiv bundles it: many files, one of which TeX is run on. The main file is the one
// with `\documentclass` that no other file pulls in; from it every `\input`, `\include` and `\subfile` is
// followed, so the files to translate are exactly the ones the paper prints. Everything else (.bib,
// .bbl, .sty, .cls, figures, unused .tex) is carried along untouched.
import { posix } from 'node:path';
import { UserFacingError } from '../errors';
import type { ArchiveFile } from './tar-archive';

export interface LatexProject {
  files: ArchiveFile[];
  /** The path TeX is run on. */
  main: string;
  /** The main file and every `.tex` it pulls in, in the order TeX reads them. */
  texFiles: string[];
}

/** `\documentclass` or an inclusion written in a comment does not count. */
const withoutComments = (tex: string) => tex.replace(/(?<!\\)%.*$/gm, '');
const declaresClass = (tex: string) => /\\documentclass\b/.test(withoutComments(tex));
// A subfile declares a class too (`\documentclass[../main.tex]{subfiles}`), yet is not the main file.
const inclusionPattern = /\\(?:input|include|subfile)\s*\{([^}]+)\}/g;
const preferredNames = ['main.tex', 'ms.tex'];

function inclusionsOf(tex: string): string[] {
  return [...withoutComments(tex).matchAll(inclusionPattern)].map((match) => (match[1] ?? '').trim());
}

/** The project's file that `\input{name}` in `from` reads: relative to the main file's folder, `.tex` added when TeX would. */
function resolveInclusion(name: string, mainDir: string, paths: ReadonlySet<string>): string | undefined {
  const path = posix.normalize(posix.join(mainDir, name));
  return [path, `${path}.tex`].find((candidate) => paths.has(candidate));
}

function followInclusions(main: string, byPath: ReadonlyMap<string, Buffer>): string[] {
  const paths = new Set(byPath.keys());
  const mainDir = posix.dirname(main);
  const order: string[] = [];
  const visit = (path: string) => {
    if (order.includes(path) || !path.endsWith('.tex')) return;
    order.push(path);
    for (const name of inclusionsOf(byPath.get(path)?.toString('utf8') ?? '')) {
      const included = resolveInclusion(name, mainDir, paths);
      if (included) visit(included);
    }
  };
  visit(main);
  return order;
}

function noMainFile(): UserFacingError {
  return new UserFacingError(
    'bad_file',
    'The paper’s source has no LaTeX file with \\documentclass, so Verso cannot tell which file to compile.',
  );
}

function findMain(byPath: ReadonlyMap<string, Buffer>): string {
  const texts = [...byPath]
    .filter(([path]) => path.endsWith('.tex'))
    .map(([path, data]) => [path, data.toString('utf8')] as const);
  const candidates = texts.filter(([, tex]) => declaresClass(tex)).map(([path]) => path);
  const pulledIn = new Set(
    texts.flatMap(([path, tex]) =>
      inclusionsOf(tex).map((name) => resolveInclusion(name, posix.dirname(path), new Set(byPath.keys()))),
    ),
  );
  const roots = candidates.filter((path) => !pulledIn.has(path));
  const pool = roots.length > 0 ? roots : candidates;
  const reach = (path: string) => followInclusions(path, byPath).length;
  const ranked = [...pool].sort(
    (a, b) =>
      reach(b) - reach(a) ||
      Number(preferredNames.includes(posix.basename(b))) -
        Number(preferredNames.includes(posix.basename(a))) ||
      a.localeCompare(b),
  );
  const main = ranked[0];
  if (!main) throw noMainFile();
  return main;
}

export function latexProject(files: ArchiveFile[]): LatexProject {
  const byPath = new Map(files.map((file) => [file.path, file.data]));
  const main = findMain(byPath);
  return { files, main, texFiles: followInclusions(main, byPath) };
}
