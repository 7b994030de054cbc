// `verso languages`: the languages Verso knows, with their codes, scripts, writing direction and the
// engines here that serve them.
import { enginesByLanguage, languages } from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

export const languagesCommand: Command = {
  summary: 'List the languages Verso knows, with their codes and scripts',
  usage: 'verso languages [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    const served = await enginesByLanguage();
    const entries = languages.map((language) => ({ ...language, engines: served.get(language.code) ?? [] }));
    if (values.json) {
      process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
      return;
    }
    const rows = entries.map((language) => [
      language.code,
      language.name,
      language.nativeName,
      language.script,
      language.direction,
      language.engines.join(', ') || '—',
    ]);
    process.stdout.write(`${formatTable(['CODE', 'NAME', 'NATIVE', 'SCRIPT', 'DIR', 'ENGINES'], rows)}\n`);
  },
};
