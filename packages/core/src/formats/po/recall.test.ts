import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFiles } from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { poFormat } from './index';

const workDir = mkdtempSync(join(tmpdir(), 'verso-po-recall-'));

/** pot2po reads templates only, so each file goes in as a .pot; its output has one msgid per unit. */
function toolkitCount(path: string): number {
  const template = join(workDir, `${basename(path, '.po')}.pot`);
  copyFileSync(path, template);
  return toolkitUnits('pot2po', template);
}

async function versoCounts(path: string) {
  const input = readFileSync(path);
  const all = (await poFormat.extract(input, { overwriteExisting: true })).segments;
  const untranslated = (await poFormat.extract(input, {})).segments;
  const entries = all.filter((segment) => !segment.id.endsWith('-plural')).length;
  return { entries, segments: all.length, untranslated: untranslated.length };
}

/** Verso's entries (with overwriteExisting), segments and default segments; the toolkit's units. See README.md. */
const expected: Record<string, [number, number, number, number]> = {
  'applications_integration-tests_src_test_resources_potest.po': [11, 14, 8, 11],
  'okapi-AllCasesTest.po': [11, 14, 8, 11],
  'okapi-Test01.po': [6, 6, 5, 0],
  'okapi-Test02.po': [14, 14, 12, 0],
  'okapi-Test03.po': [9, 10, 5, 0],
  'okapi-Test04.po': [4, 7, 5, 0],
  'okapi-Test05.po': [10, 13, 7, 0],
  'okapi-TestMonoLingual_EN.po': [3, 3, 3, 3],
  'okapi-TestMonoLingual_FR.po': [3, 3, 3, 3],
  'okapi-Test_DrupalRussianCP1251.po': [17, 17, 6, 0],
  'okapi-file1.po': [3, 3, 2, 3],
  'okapi-potest-mono.po': [3, 3, 3, 3],
  'okapi-potest.po': [11, 14, 8, 11],
  'okapi-test01.po': [4, 4, 3, 4],
};

describe.skipIf(!hasTranslateToolkit())('PO extraction recall against translate-toolkit (pot2po)', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it.each(corpusFiles('po', ['.po']))('%s: every unit the toolkit finds is a Verso entry', async (path) => {
    const { entries, segments, untranslated } = await versoCounts(path);
    const toolkit = toolkitCount(path);
    expect([entries, segments, untranslated, toolkit]).toEqual(expected[basename(path)]);
    expect(entries).toBeGreaterThanOrEqual(toolkit);
  });
});
