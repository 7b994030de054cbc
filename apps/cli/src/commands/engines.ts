// `verso engines`: which engines this installation has, whether they work, the languages each serves,
// and which engine each model tier routes to.
import {
  defaultSpeechEngineId,
  type LanguagePair,
  languages,
  listEngines,
  listSpeechEngines,
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

async function describeSpeechEngines() {
  return Promise.all(
    listSpeechEngines().map(async (engine) => ({
      id: engine.id,
      label: engine.label,
      offline: engine.offline,
      description: engine.description,
      ...(await engine.status()),
    })),
  );
}

/** The speech recognition engines (audio and video), after the translation engines. */
async function speechTable(): Promise<string> {
  const rows = (await describeSpeechEngines()).map((engine) => [
    engine.id,
    engine.available ? 'yes' : 'no',
    engine.available ? engine.description : engine.detail,
  ]);
  const table = formatTable(['SPEECH ENGINE', 'AVAILABLE', 'DETAIL'], rows);
  return `${table}
Speech recognition by default: ${defaultSpeechEngineId()}`;
}

function describeTiers() {
  const { tiers: routes, fallback } = routingConfigFromEnv();
  const lines = tiers.map((tier) => `${tierLabels[tier]} → ${routes[tier]}`);
  return `Tiers: ${lines.join(', ')}${fallback ? `; fallback → ${fallback}` : ''}`;
}

export const enginesCommand: Command = {
  summary: 'List translation and speech engines, their availability, languages served and model tiers',
  usage: 'verso engines [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    const engines = await describeEngines();
    if (values.json) {
      const speechEngines = await describeSpeechEngines();
      const report = { engines, tiers: routingConfigFromEnv(), speechEngines };
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
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
    process.stdout.write(`${table}\n\n${describeTiers()}\n\n${await speechTable()}\n`);
  },
};
