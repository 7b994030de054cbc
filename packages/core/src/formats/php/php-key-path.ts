// The keys that lead to a value in a PHP language file: array keys (`'key' =>`, `404 =>`, `KEY =>`)
// and the indices of an assignment's left-hand side (`$lang['a']['b'] =`).
import type { KeyPath } from '../values/key-path';
import { decodeDoubleQuoted, decodeSingleQuoted } from './php-string-literal';
import type { PhpToken } from './php-tokens';

export const isString = (token: PhpToken | undefined) =>
  token?.kind === 'single-quoted' || token?.kind === 'double-quoted';

export function literalText(token: PhpToken): string {
  return token.kind === 'single-quoted' ? decodeSingleQuoted(token.text) : decodeDoubleQuoted(token.text);
}

export function keyOf(token: PhpToken | undefined): string | number | undefined {
  if (!token) return undefined;
  if (isString(token)) return literalText(token);
  if (token.kind === 'number' && /^\d+$/.test(token.text)) return Number(token.text);
  return token.kind === 'word' ? token.text : undefined;
}

/** `$lang['a']['b'] =` gives `['a', 'b']`; `$title =` gives `['title']`; anything else, undefined. */
export function assignedPath(code: readonly PhpToken[], equals: number): KeyPath | undefined {
  const keys: (string | number)[] = [];
  let at = equals - 1;
  while (code[at]?.text === ']' && code[at - 2]?.text === '[') {
    const key = keyOf(code[at - 1]);
    if (key === undefined) return undefined;
    keys.unshift(key);
    at -= 3;
  }
  const variable = code[at];
  if (variable?.kind !== 'variable') return undefined;
  return keys.length > 0 ? keys : [variable.text.slice(1)];
}
