// Every message a component asks for by a literal key exists in every catalogue, so no user ever sees
// a raw key such as "JobDetails.engine" on screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = join(import.meta.dirname, '..');
const messagesDir = join(import.meta.dirname, '../../messages');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/**
 * `const t = useTranslations('Ns')` … `t('key')` → "Ns.key", for each literal key in the file; a key
 * built at run time (`t(\`tier.${id}\`)`) yields its literal prefix ("Ns.tier").
 */
function keysUsedIn(source: string): string[] {
  const keys: string[] = [];
  for (const [, name, namespace] of source.matchAll(
    /const (\w+) = (?:useTranslations|await getTranslations)\('([\w.]+)'\)/g,
  )) {
    // A literal key ends at its quote; a built one at `.${`, leaving the prefix it must live under.
    const calls = new RegExp(`\\b${name}\\((?:'([\\w.]+)'|\x60(\\w+)\\.\\$\\{)`, 'g');
    for (const [, key, prefix] of source.matchAll(calls)) keys.push(`${namespace}.${key ?? prefix}`);
  }
  return keys;
}

function has(messages: unknown, path: string): boolean {
  let node = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

const used = [...new Set(sourceFiles(sourceRoot).flatMap((file) => keysUsedIn(readFileSync(file, 'utf8'))))];
const catalogues = readdirSync(messagesDir).filter((name) => name.endsWith('.json'));

describe('message catalogues', () => {
  it('finds the keys the components use', () => {
    expect(used.length).toBeGreaterThan(50);
    expect(used).toContain('JobDetails.engine');
  });

  it.each(catalogues)('%s has every key a component uses', (catalogue) => {
    const messages: unknown = JSON.parse(readFileSync(join(messagesDir, catalogue), 'utf8'));
    expect(used.filter((key) => !has(messages, key))).toEqual([]);
  });
});
