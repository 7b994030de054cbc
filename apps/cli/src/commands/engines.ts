// `verso engines`: which engines this installation has, whether they work, the languages each serves,
// and which engine each model tier routes to.
import {
  type LanguagePair,
  languages,
  listEngines,
  routingConfigFromEnv,
  tierLabels,
  tiers,
} from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

/** Every language that is a source or target of some pair. */
function languagesIn(pairs: readonly LanguagePair[]): string[] {
  return [...new Set(pairs.flatMap((pair) => [pair.from, pair.to]))].sort();
}

/** "ca, en, es, pt" or "all 81 languages". */
function describeLanguages(codes: readonly string[]): string {
  if (codes.length === 0) return '—';
  return codes.length === languages.length ? `all ${codes.length} languages` : codes.join(', ');
}

async function describeEngines() {
  return Promise.all(
    listEngines().map(async (engine) => {
      const [status, pairs] = await Promise.all([engine.status(), engine.pairs()]);
      return {
        id: engine.id,
        label: engine.label,
        offline: engine.offline,
        ...status,
        languages: languagesIn(pairs),
        pairCount: pairs.length,
        // "en-es": an engine with a hundred languages has ten thousand pairs.
        pairs: pairs.map((pair) => `${pair.from}-${pair.to}`),
      };
    }),
  );
}

function describeTiers() {
  const { tiers: routes, fallback } = routingConfigFromEnv();
  const lines = tiers.map((tier) => `${tierLabels[tier]} → ${routes[tier]}`);
  return `Tiers: ${lines.join(', ')}${fallback ? `; fallback → ${fallback}` : ''}`;
}

export const enginesCommand: Command = {
  summary: 'List translation engines, their availability, languages served and model tiers',
  usage: 'verso engines [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    const engines = await describeEngines();
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ engines, tiers: routingConfigFromEnv() }, null, 2)}\n`);
      return;
    }
    const rows = engines.map((engine) => [
      engine.id,
      engine.available ? 'yes' : 'no',
      String(engine.pairCount),
      describeLanguages(engine.languages),
      engine.detail,
    ]);
    const table = formatTable(['ENGINE', 'AVAILABLE', 'PAIRS', 'LANGUAGES', 'DETAIL'], rows);
    process.stdout.write(`${table}\n\n${describeTiers()}\n`);
  },
};
