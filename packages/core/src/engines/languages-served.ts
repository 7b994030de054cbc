// Which of the installed, usable translation engines serve each language, as a source or a target:
// what `verso languages` and the language pickers show next to a language.
import { isTestingEngine, listEngines } from './registry';

export async function enginesByLanguage(): Promise<Map<string, string[]>> {
  const served = new Map<string, string[]>();
  for (const engine of listEngines()) {
    if (isTestingEngine(engine) || !(await engine.status()).available) continue;
    const codes = new Set((await engine.pairs()).flatMap((pair) => [pair.from, pair.to]));
    for (const code of codes) served.set(code, [...(served.get(code) ?? []), engine.id]);
  }
  return served;
}
