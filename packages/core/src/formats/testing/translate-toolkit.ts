// Extraction recall is measured against Debian's translate-toolkit: its converter (json2po, html2po,
// yaml2po, …) turns the same file into a PO file, and the translatable units it found are counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** True when the converters are installed (`apt-get install translate-toolkit`; .ci/run does). */
export function hasTranslateToolkit(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v po2txt'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Non-header msgids in a PO file: each is one unit the toolkit would have translated. */
export function countPoUnits(po: string): number {
  const ids = po.match(/^msgid "(.*)"$/gm) ?? [];
  // The header's msgid is empty and stands alone; an empty first line of a wrapped msgid is followed
  // by continuation strings, so count the entries whose msgid is not empty after joining.
  const entries = po.split(/\n\s*\n/);
  return (
    entries.filter((entry) => {
      const match = /^msgid ((?:".*"\n?)+)/m.exec(entry);
      if (!match?.[1]) return false;
      return match[1].replace(/"\n?"/g, '').replace(/^"|"\n?$/g, '') !== '';
    }).length || ids.length
  );
}

/** Runs `converter input output.po` (plus `args`) and counts the units in what it wrote. */
export function toolkitUnits(converter: string, input: string, args: readonly string[] = []): number {
  const dir = mkdtempSync(join(tmpdir(), 'verso-toolkit-'));
  try {
    const output = join(dir, 'out.po');
    execFileSync(converter, [...args, input, output], { stdio: 'pipe', timeout: 60_000 });
    return countPoUnits(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
