// Testing engines accept any two different languages Verso knows.
import { languages } from '../languages';
import type { LanguagePair } from './engine';

export function everyLanguagePair(): LanguagePair[] {
  return languages.flatMap((from) =>
    languages.filter((to) => to.code !== from.code).map((to) => ({ from: from.code, to: to.code })),
  );
}
