// A paper's LaTeX project translated as a whole: every `.tex` file the main file reads goes through the
// TeX format (prose, captions, footnotes, titles and the abstract translated; math, labels, refs, cites
// and commands kept), every other file is carried along as it was. The outputs are the translated
// project as a `.tar.gz` with the same paths, and its PDF when it compiles.
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Engine } from '../engines/engine';
import type { Glossary } from '../glossary/glossary';
import { resolveLanguage } from '../languages';
import { translateDocument } from '../pipeline';
import { classifyEprint } from './arxiv-source';
import { type CompileOptions, type CompileOutcome, compileProject } from './compile-project';
import { type LatexProject, latexProject } from './latex-project';
import { type ArchiveFile, writeTar } from './tar-archive';
import { pdflatexScripts, xelatexMain } from './xelatex-preamble';

export interface PaperRequest {
  /** The project's files, as the source archive held them. */
  files: ArchiveFile[];
  from: string;
  to: string;
  /** An engine reference (`apertium`), a tier, an engine, or nothing (Basic), as for any document. */
  engine?: string | Engine;
  glossary?: Glossary;
  compileTimeoutMs?: number;
  signal?: AbortSignal;
}

export interface TranslatedPaper {
  /** The translated project: the same paths, the followed `.tex` files translated. */
  project: LatexProject;
  /** The translated project as a gzipped tar. */
  tarball: Buffer;
  /** The PDF, or why there is none: the caller then falls back to the PDF pipeline. */
  compiled: CompileOutcome;
  wordCount: number;
}

/**
 * Compiles a project translated into `to`: by pdfLaTeX in the Latin script, as the paper was written;
 * otherwise by XeLaTeX, its main file's preamble set up for the script and its Noto faces.
 */
export function compileTranslation(
  project: LatexProject,
  to: string,
  options: Omit<CompileOptions, 'engine'> = {},
): Promise<CompileOutcome> {
  if (pdflatexScripts.has(resolveLanguage(to).script)) return compileProject(project, options);
  const files = project.files.map((file) =>
    file.path === project.main
      ? { ...file, data: Buffer.from(xelatexMain(file.data.toString('utf8'), to)) }
      : file,
  );
  return compileProject({ ...project, files }, { ...options, engine: 'xelatex' });
}

/**
 * The PDF of a translated project as the LaTeX project format writes it (a `.tar.gz`, or a gzipped
 * single `.tex`): read back and compiled, for callers that translated it as a document (jobs).
 */
export function compileTranslatedArchive(
  archive: Buffer,
  to: string,
  options: Omit<CompileOptions, 'engine'> = {},
) {
  const source = classifyEprint(archive);
  if (source.kind === 'pdf') throw new Error('a translated LaTeX project came back as a PDF');
  return compileTranslation(latexProject(source.files), to, options);
}

async function translateTexFile(file: ArchiveFile, request: PaperRequest) {
  const { output, wordCount } = await translateDocument({
    input: file.data,
    filename: basename(file.path),
    from: request.from,
    to: request.to,
    engine: request.engine,
    glossary: request.glossary,
    signal: request.signal,
  });
  return { file: { path: file.path, data: output }, wordCount };
}

export async function translatePaper(request: PaperRequest): Promise<TranslatedPaper> {
  const source = latexProject(request.files);
  const toTranslate = new Set(source.texFiles);
  let wordCount = 0;
  const files: ArchiveFile[] = [];
  for (const file of source.files) {
    if (!toTranslate.has(file.path)) {
      files.push(file);
      continue;
    }
    const translated = await translateTexFile(file, request);
    wordCount += translated.wordCount;
    files.push(translated.file);
  }
  const project = { ...source, files };
  const compiled = await compileTranslation(project, request.to, {
    timeoutMs: request.compileTimeoutMs,
    signal: request.signal,
  });
  return { project, tarball: gzipSync(writeTar(files)), compiled, wordCount };
}
