// Every placeholder the source had must come back exactly once, in order, intact. Translations that
// fail the check are sent once more (remote engines answer differently the second time), and whatever
// is still wrong is repaired by putting the placeholders back at their best position.

import type { Engine, TranslateOptions } from '../engines/engine';
import { callEngine } from '../engines/engine-calls';
import { checkPlaceholders, repairPlaceholders } from '../segments';

export interface GuardResult {
  translations: string[];
  retried: number;
  repairs: number;
}

function damaged(sources: readonly string[], translations: readonly string[]): number[] {
  return sources.flatMap((source, index) =>
    checkPlaceholders(source, translations[index] ?? '').length > 0 ? [index] : [],
  );
}

export async function guardPlaceholders(
  engine: Engine,
  sources: readonly string[],
  translations: readonly string[],
  request: { from: string; to: string; options: TranslateOptions },
): Promise<GuardResult> {
  const result = [...translations];
  let retried = 0;
  const firstDamage = damaged(sources, result);
  // A rule-based offline engine answers the same text the same way: asking again would change nothing.
  if (firstDamage.length > 0 && !engine.offline) {
    const again = await callEngine(
      engine,
      firstDamage.map((index) => sources[index] ?? ''),
      request.from,
      request.to,
      { ...request.options, context: firstDamage.map((index) => request.options.context?.[index]) },
    );
    firstDamage.forEach((index, position) => {
      const answer = again[position];
      if (answer !== undefined && checkPlaceholders(sources[index] ?? '', answer).length === 0)
        result[index] = answer;
    });
    retried = firstDamage.length;
  }
  let repairs = 0;
  for (const index of damaged(sources, result)) {
    const repaired = repairPlaceholders(sources[index] ?? '', result[index] ?? '');
    result[index] = repaired.text;
    repairs += repaired.repairs;
  }
  return { translations: result, retried, repairs };
}
