// `verso engines`: which engines this installation has, whether they work, and how many pairs each serves.
import { listEngines } from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

async function describeEngines() {
  return Promise.all(
    listEngines().map(async (engine) => {
      const [status, pairs] = await Promise.all([engine.status(), engine.pairs()]);
      return {
        id: engine.id,
        label: engine.label,
        offline: engine.offline,
        ...status,
        pairCount: pairs.length,
        pairs,
      };
    }),
  );
}

export const enginesCommand: Command = {
  summary: 'List translation engines, their availability and language pairs',
  usage: 'verso engines [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    const engines = await describeEngines();
    if (values.json) {
      process.stdout.write(`${JSON.stringify(engines, null, 2)}\n`);
      return;
    }
    const rows = engines.map((engine) => [
      engine.id,
      engine.label,
      engine.available ? 'yes' : 'no',
      String(engine.pairCount),
      engine.detail,
    ]);
    process.stdout.write(`${formatTable(['ENGINE', 'NAME', 'AVAILABLE', 'PAIRS', 'DETAIL'], rows)}\n`);
  },
};
