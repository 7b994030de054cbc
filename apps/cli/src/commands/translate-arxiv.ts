// `verso translate arxiv:2401.00001 -t es -o paper.es.pdf` (or any arXiv link): the paper's LaTeX source
// fetched from ARXIV_URL, translated as a whole and compiled; `-o ….tar.gz` writes the translated source
// instead. A paper without source (arXiv holds only its PDF) goes through the PDF pipeline, and says so.
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  arxivPath,
  fetchArxivSource,
  type Glossary,
  parseArxivId,
  translateDocument,
  translatePaper,
  UserFacingError,
} from '@verso/core';
import { UsageError } from '../command';

/** `arxiv:…` or a link to arxiv.org: what the translate command hands here rather than reading a file. */
export const isArxivReference = (input: string) =>
  /^arxiv:/i.test(input) || /^https?:\/\/(export\.)?arxiv\.org\//i.test(input);

export interface ArxivCommandLine {
  reference: string;
  outputPath?: string;
  from: string;
  to: string;
  engine?: string;
  glossary?: Glossary;
}

const isTarball = (path: string) => /\.(tar\.gz|tgz)$/i.test(path);

function wantedOutput(outputPath: string | undefined, paper: string, to: string) {
  const path = outputPath ?? `${paper.replace('/', '-')}.${to}.pdf`;
  if (isTarball(path) || extname(path).toLowerCase() === '.pdf') return path;
  throw new UsageError(
    `A paper is written as its translated PDF or LaTeX source: name the output .pdf or .tar.gz, not ${path}.`,
  );
}

export async function translateArxiv(line: ArxivCommandLine): Promise<void> {
  const paper = parseArxivId(line.reference.replace(/^arxiv:/i, ''));
  const name = arxivPath(paper);
  const outputPath = wantedOutput(line.outputPath, name, line.to);
  const settings = { from: line.from, to: line.to, engine: line.engine, glossary: line.glossary };
  const source = await fetchArxivSource(paper);
  if (source.kind === 'pdf') {
    if (isTarball(outputPath))
      throw new UserFacingError(
        'bad_request',
        `arXiv holds no LaTeX source for ${name}, only its PDF: name the output .pdf.`,
      );
    const result = await translateDocument({ ...settings, input: source.pdf, filename: `${name}.pdf` });
    await writeFile(outputPath, result.output);
    process.stdout.write(
      `${outputPath}\n${result.wordCount} words\narXiv holds no LaTeX source for ${name}: its PDF was translated.\n`,
    );
    return;
  }
  const translated = await translatePaper({ ...settings, files: source.files });
  if (isTarball(outputPath)) {
    await writeFile(outputPath, translated.tarball);
  } else if (translated.compiled.status === 'compiled') {
    await writeFile(outputPath, translated.compiled.pdf);
  } else {
    // The translation is not lost: its source is written for the user to fix and compile.
    const sourcePath = outputPath.replace(/\.pdf$/i, '.tar.gz');
    await writeFile(sourcePath, translated.tarball);
    throw new UserFacingError(
      'bad_file',
      `The translated paper did not compile (${translated.compiled.error}); its translated source is in ${sourcePath}.`,
    );
  }
  process.stdout.write(`${outputPath}\n${translated.wordCount} words\n`);
}
