// Offline language detection with franc's trigram models, answered in the registry's codes.
import { francAll } from 'franc';
import { type Language, languageByCode } from '../languages';
import { chineseCodeFor } from './chinese-script';
import { francCodesInRegistry, registryAlpha3Of } from './franc-codes';

export interface DetectedLanguage {
  code: string;
  /** 0–1: how clearly the text's trigrams favour this language over the others. */
  confidence: number;
}

/** Below this many characters franc's trigrams say little; it answers "und" itself. */
const minimumLength = 10;
/**
 * franc scores each language's similarity in 0–1 (the best is 1), but close relatives all score near 1
 * (Spanish/Galician ≈ 0.91). Raising scores to this power before sharing them out turns those scores into a
 * confidence that is near 1 for a clear sentence and near 0.5 for a coin toss between two languages.
 */
const sharpness = 50;
/** Under this the text could as well be another language (a greeting, a name, a line of numbers). */
const minimumConfidence = 0.6;

function registryScores(text: string): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [francCode, similarity] of francAll(text, {
    only: francCodesInRegistry,
    minLength: minimumLength,
  })) {
    const alpha3 = registryAlpha3Of(francCode);
    // Dari and Iranian Persian are both Persian to us: their weights add up.
    if (alpha3) scores.set(alpha3, (scores.get(alpha3) ?? 0) + similarity ** sharpness);
  }
  return scores;
}

function registryLanguage(alpha3: string, text: string): Language | undefined {
  return languageByCode(alpha3 === 'zho' ? chineseCodeFor(text) : alpha3);
}

/** The language `text` is written in, or undefined when it is too short or too ambiguous to tell. */
export function detectLanguage(text: string): DetectedLanguage | undefined {
  const scores = registryScores(text.trim());
  const total = [...scores.values()].reduce((sum, weight) => sum + weight, 0);
  const [best] = [...scores].sort(([, a], [, b]) => b - a);
  if (!best || total === 0) return undefined;
  const confidence = Math.round((best[1] / total) * 100) / 100;
  const language = registryLanguage(best[0], text);
  return language && confidence >= minimumConfidence ? { code: language.code, confidence } : undefined;
}
