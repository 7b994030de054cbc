// Which engines of this installation translate into a language: Apertium's pairs into it (the modes
// installed here, direct or through Spanish), and the online engines the operator has enabled.
import { defaultEngineId, getEngine, isTestingEngine, listEngines } from '@verso/core';

export interface EnginesForLanguage {
  /** Languages Apertium translates into this one from, offline. */
  offlineSources: string[];
  /** Labels of the enabled online engines. */
  online: string[];
}

async function apertiumSourcesInto(language: string): Promise<string[]> {
  const apertium = getEngine(defaultEngineId);
  if (!(await apertium.status()).available) return [];
  return (await apertium.pairs()).filter((pair) => pair.to === language).map((pair) => pair.from);
}

async function enabledOnlineEngines(): Promise<string[]> {
  const remote = listEngines().filter((engine) => !engine.offline && !isTestingEngine(engine));
  const enabled = await Promise.all(
    remote.map(async (engine) => ((await engine.status()).available ? engine.label : undefined)),
  );
  return enabled.filter((label): label is string => label !== undefined);
}

export async function enginesForLanguage(language: string): Promise<EnginesForLanguage> {
  const [offlineSources, online] = await Promise.all([apertiumSourcesInto(language), enabledOnlineEngines()]);
  return { offlineSources, online };
}
