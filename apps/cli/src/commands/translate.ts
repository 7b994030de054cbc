// `verso translate notes.txt --from en --to es`: translate a document into a file beside it.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { type DocumentProgress, mediaKindOf, translateDocument, UserFacingError } from '@verso/core';
import type { Command } from '../command';
import { formatOptionFlags, formatOptionsFromFlags } from '../format-option-flags';
import { readGlossaryFile } from '../glossary-file';
import { translationOptions } from '../language-options';
import { parseOptions, requireOption, requirePositional } from '../parse-options';
import { reportLines } from '../report-lines';
import { isArxivReference, translateArxiv } from './translate-arxiv';
import { translateMedia } from './translate-media';

/** The error to show for a file that cannot be read, or `error` itself when it is not the user's to fix. */
function unreadable(path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new UserFacingError('bad_file', `${path} does not exist.`, { path });
  if (code === 'EISDIR') return new UserFacingError('bad_file', `${path} is a folder, not a file.`, { path });
  return error;
}

async function readInput(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw unreadable(path, error);
  }
}

/** A recording is read by ffmpeg from its path, never whole into memory: only checked here. */
async function checkRecording(path: string): Promise<void> {
  const found = await stat(path).catch((error: unknown) => {
    throw unreadable(path, error);
  });
  if (found.isDirectory()) throw unreadable(path, Object.assign(new Error(), { code: 'EISDIR' }));
}

async function writeOutput(path: string, output: Buffer): Promise<void> {
  try {
    await writeFile(path, output);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new UserFacingError(
      'bad_file',
      `Cannot write ${path}: the folder ${dirname(path)} does not exist.`,
      { path },
    );
  }
}

/** Progress only on a terminal, where the line can be redrawn; pipes and logs stay clean. */
function showProgress({ percent }: DocumentProgress): void {
  if (process.stderr.isTTY) process.stderr.write(`\rTranslating… ${percent}%${percent === 100 ? '\n' : ''}`);
}

export const translateCommand: Command = {
  summary: 'Translate a document and write the translated file',
  usage:
    'verso translate <file> --from <language|auto> --to <language> [--engine <id|tier>] [--glossary <terms.csv>] [-o <output file>]\n' +
    '  format options: [--bilingual] [--columns <names or numbers>] [--exclude-keys <keys>] [--mark-fuzzy] [--overwrite]\n' +
    '                  [--bilingual-layout interleaved|table] [--skip-comments] [--skip-notes] [--skip-headers-footers]\n' +
    '                  [--skip-hidden-slides] [--skip-master-slides] [--skip-sheet-names] [--password <PDF password>]\n' +
    '                  [--bilingual-pages sideBySide|alternating] [--force-ocr] [--translate-images]\n' +
    "  scanned comics: verso translate volume.pdf --comic (each page one picture, translated as a comic's pages)\n" +
    '  audio and video (MP3, WAV, M4A, AAC, OGG, Opus, FLAC, WebM, MP4, MOV, MKV): -o <file.srt|.vtt|.txt|.docx>\n' +
    '                  [--asr whisper|pocketsphinx] [--outputs all]\n' +
    '  arXiv papers: verso translate arxiv:<id>|<arXiv link> --to <language> [-o <paper.pdf|paper.tar.gz>] (ARXIV_URL)',
  async run(args) {
    const { values, positionals } = parseOptions(args, {
      ...translationOptions,
      ...formatOptionFlags,
      output: { type: 'string', short: 'o' },
      asr: { type: 'string' },
      outputs: { type: 'string' },
    });
    const inputPath = requirePositional(positionals, 'file');
    if (isArxivReference(inputPath)) {
      return translateArxiv({
        reference: inputPath,
        outputPath: values.output,
        from: values.from ?? 'auto',
        to: requireOption(values.to, 'to'),
        engine: values.engine,
        glossary: await readGlossaryFile(values.glossary),
      });
    }
    if (mediaKindOf(inputPath)) {
      await checkRecording(inputPath);
      return translateMedia({
        inputPath,
        outputPath: values.output,
        from: requireOption(values.from, 'from'),
        to: requireOption(values.to, 'to'),
        engine: values.engine,
        glossary: await readGlossaryFile(values.glossary),
        asr: values.asr,
        outputs: values.outputs,
      });
    }
    const result = await translateDocument({
      input: await readInput(inputPath),
      filename: basename(inputPath),
      from: requireOption(values.from, 'from'),
      to: requireOption(values.to, 'to'),
      engine: values.engine,
      glossary: await readGlossaryFile(values.glossary),
      formatOptions: formatOptionsFromFlags(values),
      onProgress: showProgress,
    });
    const outputPath = values.output ?? join(dirname(inputPath), result.filename);
    await writeOutput(outputPath, result.output);
    process.stdout.write(`${outputPath}\n${result.wordCount} words\n`);
    if (result.sourceDetected) process.stdout.write(`Detected source language: ${result.from}\n`);
    for (const line of reportLines(result.report)) process.stdout.write(`${line}\n`);
  },
};
