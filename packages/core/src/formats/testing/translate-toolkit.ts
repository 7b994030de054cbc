// Extraction recall is measured against Debian's translate-toolkit: its converter (json2po, html2po,
// yaml2po, …) turns the same file into a PO file, and the translatable units it found are counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { underCi } from '../../testing/ci';

/**
 * True when the converters are installed (`apt-get install translate-toolkit`; .ci/run does). Under CI
 * the answer is always yes, so a missing install fails the recall tests instead of skipping them.
 */
export function hasTranslateToolkit(): boolean {
  if (underCi) return true;
  try {
    execFileSync('sh', ['-c', 'command -v po2txt'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Non-header, non-obsolete msgids in a PO file: each is one unit the toolkit would have translated. */
export function countPoUnits(po: string): number {
  const entries = po.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  return entries.filter((entry) => {
    const lines = entry.split('\n').filter((line) => !line.startsWith('#'));
    const start = lines.findIndex((line) => line.startsWith('msgid '));
    if (start < 0) return false;
    let msgid = lines[start]?.slice('msgid '.length).trim() ?? '';
    for (const line of lines.slice(start + 1)) {
      if (!line.startsWith('"')) break;
      msgid += line.trim();
    }
    // `"" "…"` joins to text; the header's msgid joins to an empty string.
    return msgid.replace(/""/g, '') !== '';
  }).length;
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
