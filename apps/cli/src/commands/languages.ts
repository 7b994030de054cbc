// `verso languages`: the languages Verso knows, with their codes, scripts and writing direction.
import { languages } from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

export const languagesCommand: Command = {
  summary: 'List the languages Verso knows, with their codes and scripts',
  usage: 'verso languages [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(languages, null, 2)}\n`);
      return;
    }
    const rows = languages.map((language) => [
      language.code,
      language.name,
      language.nativeName,
      language.script,
      language.direction,
    ]);
    process.stdout.write(`${formatTable(['CODE', 'NAME', 'NATIVE', 'SCRIPT', 'DIR'], rows)}\n`);
  },
};
