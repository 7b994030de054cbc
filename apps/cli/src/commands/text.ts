// `verso text "…" --from en --to es`: translate a piece of text and print it.
import { translateTexts } from '@verso/core';
import type { Command } from '../command';
import { readGlossaryFile } from '../glossary-file';
import { translationOptions } from '../language-options';
import { parseOptions, requireOption, requirePositional } from '../parse-options';
import { reportLines } from '../report-lines';

export const textCommand: Command = {
  summary: 'Translate a piece of text and print the translation',
  usage:
    'verso text "<text>" --from <language|auto> --to <language> [--engine <id|tier>] [--glossary <terms.csv>]',
  async run(args) {
    const { values, positionals } = parseOptions(args, translationOptions);
    const text = requirePositional(positionals, 'text');
    const result = await translateTexts([text], {
      from: requireOption(values.from, 'from'),
      to: requireOption(values.to, 'to'),
      engine: values.engine,
      glossary: await readGlossaryFile(values.glossary),
    });
    process.stdout.write(`${result.translations[0] ?? ''}\n`);
    if (result.sourceDetected) process.stderr.write(`Detected source language: ${result.from}\n`);
    for (const line of reportLines(result.report)) process.stderr.write(`${line}\n`);
  },
};
