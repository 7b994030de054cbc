// `verso languages`: the languages Verso knows, with their codes, scripts, writing direction and the
// engines here that serve them; with --pairs, each pair served and its route (direct or via a pivot).
import { enginesByLanguage, languages, resolveLanguage, servedPairs } from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

async function printLanguages(json: boolean | undefined) {
  const served = await enginesByLanguage();
  const entries = languages.map((language) => ({ ...language, engines: served.get(language.code) ?? [] }));
  if (json) {
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
}

async function printPairs(json: boolean | undefined) {
  const pairs = await servedPairs();
  if (json) {
    process.stdout.write(`${JSON.stringify(pairs, null, 2)}\n`);
    return;
  }
  const rows = pairs.map((pair) => [
    pair.from,
    pair.to,
    pair.engine,
    pair.via ? `via ${resolveLanguage(pair.via).name}` : 'direct',
  ]);
  process.stdout.write(`${formatTable(['FROM', 'TO', 'ENGINE', 'ROUTE'], rows)}\n`);
}

export const languagesCommand: Command = {
  summary: 'List the languages Verso knows, with their codes and scripts (--pairs: the pairs served)',
  usage: 'verso languages [--pairs] [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' }, pairs: { type: 'boolean' } });
    await (values.pairs ? printPairs(values.json) : printLanguages(values.json));
  },
};
