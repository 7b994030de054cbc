// The launcher's bundle (bin/cli-bundle.mjs): made from the sources, made again when one changes, and
// each source still finding what lies beside it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { bundleIsFresh, freshBundle } from '../bin/cli-bundle.mjs';

const project = mkdtempSync(path.join(tmpdir(), 'verso-cli-bundle-'));
const sources = path.join(project, 'src');
const bundle = { entry: path.join(sources, 'main.ts'), outfile: path.join(project, 'dist', 'main.mjs') };
afterAll(() => rmSync(project, { recursive: true, force: true }));

mkdirSync(path.join(sources, 'nested'), { recursive: true });
writeFileSync(
  bundle.entry,
  "import { greeting, whereAmI } from './nested/greeting';\nconsole.log([greeting(), whereAmI].join('|'));\n",
);
const writeGreeting = (word: string) =>
  writeFileSync(
    path.join(sources, 'nested', 'greeting.ts'),
    `import { basename } from 'node:path';\nexport const greeting = (): string => '${word}';\n` +
      'export const whereAmI = basename(import.meta.dirname);\n',
  );
const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim();

test('the bundle runs the sources, each knowing its own folder, and is made again when one changes', async () => {
  writeGreeting('hola');
  expect(bundleIsFresh(bundle.outfile)).toBe(false);
  const made = await freshBundle(bundle);
  expect(made).toBe(bundle.outfile);
  // import.meta.dirname is the source's folder, not the bundle's.
  expect(run(bundle.outfile)).toBe('hola|nested');
  expect(bundleIsFresh(bundle.outfile)).toBe(true);
  // npm packages and Node's own modules are imported at run time, not copied in.
  expect(readFileSync(bundle.outfile, 'utf8')).toMatch(/from ["']node:path["']/);

  writeGreeting('adiós');
  expect(bundleIsFresh(bundle.outfile)).toBe(false);
  await freshBundle(bundle);
  expect(run(bundle.outfile)).toBe('adiós|nested');
});

test('without a bundle that can be made, the launcher is told to run the sources', async () => {
  const missing = { entry: path.join(sources, 'absent.ts'), outfile: path.join(project, 'none', 'x.mjs') };
  expect(await freshBundle(missing)).toBeUndefined();
});
