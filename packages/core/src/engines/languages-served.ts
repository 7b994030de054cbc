// Which of the installed, usable translation engines serve each language and each pair: what
// `verso languages` and the language pickers show.
import type { Engine, LanguagePair } from './engine';
import { isTestingEngine, listEngines } from './registry';

export interface ServedPair extends LanguagePair {
  engine: string;
  /** The language the engine translates through, when it has no direct way for the pair. */
  via?: string;
}

/** The engines that translate for real here: available, and not a testing engine. */
async function usableEngines(): Promise<Engine[]> {
  const usable = await Promise.all(
    listEngines().map(async (engine) =>
      !isTestingEngine(engine) && (await engine.status()).available ? engine : undefined,
    ),
  );
  return usable.filter((engine): engine is Engine => engine !== undefined);
}

export async function enginesByLanguage(): Promise<Map<string, string[]>> {
  const served = new Map<string, string[]>();
  for (const engine of await usableEngines()) {
    const codes = new Set((await engine.pairs()).flatMap((pair) => [pair.from, pair.to]));
    for (const code of codes) served.set(code, [...(served.get(code) ?? []), engine.id]);
  }
  return served;
}

/** Every pair a usable engine serves, engine by engine, with the pivot language of indirect ones. */
export async function servedPairs(): Promise<ServedPair[]> {
  const served: ServedPair[] = [];
  for (const engine of await usableEngines()) {
    for (const { from, to } of await engine.pairs()) {
      const via = await engine.pivotLanguage?.(from, to);
      served.push({ from, to, engine: engine.id, ...(via && { via }) });
    }
  }
  return served;
}
