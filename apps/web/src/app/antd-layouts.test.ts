// antd is not in the root layout (it would load antd's style engine and hydrate with every page): the
// pages that draw antd components get it from a layout rendering AntdPage. A page without one would draw
// them unstyled until the browser injects their styles, and in antd's default colours. This follows each
// page's static imports (what its server render draws; import() pieces bring SiteAntd along themselves).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, resolveImport, sourceRoot } from '@/testing/source-files';

const localeDir = join(sourceRoot, 'app', '[locale]');

/** Static imports of code (`import type` brings none); dynamic import() is left out on purpose. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].flatMap((match) => match[1] ?? []);
}

// Computes the theme's colours on the server (providers/site-colours.ts): no component, no styles.
const tokenAlgorithm = 'antd/es/theme/getDesignToken';

/** Whether a module or anything it imports statically draws antd components (its icons need no theme). */
function reachesAntd(entry: string): boolean {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || file.endsWith('AntdPage.tsx')) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier === 'antd' || (specifier.startsWith('antd/') && specifier !== tokenAlgorithm))
        return true;
      const resolved = resolveImport(file, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return false;
}

/** The layouts above a page, up to the locale's root layout (which must not be one of them). */
function hasAntdLayout(page: string): boolean {
  for (let dir = dirname(page); dir !== localeDir; dir = dirname(dir)) {
    const layout = join(dir, 'layout.tsx');
    if (existsSync(layout) && readFileSync(layout, 'utf8').includes('<AntdPage>')) return true;
  }
  return false;
}

const pages = filesUnder(localeDir).filter((file) => file.endsWith('/page.tsx'));

describe('antd only where a page draws it', () => {
  it.each(pages.map((page) => relative(localeDir, page)))('%s', (page) => {
    const file = join(localeDir, page);
    expect(hasAntdLayout(file)).toBe(reachesAntd(file));
  });

  it('keeps antd out of the root layout, the home page and /pricing', () => {
    expect(reachesAntd(join(localeDir, 'layout.tsx'))).toBe(false);
    expect(reachesAntd(join(localeDir, 'page.tsx'))).toBe(false);
    // Its buttons and choices are the browser's own: antd cost /pricing 0.05 of its mobile score.
    expect(reachesAntd(join(localeDir, 'pricing', 'page.tsx'))).toBe(false);
  });
});
