// The round trips every subtitle file goes through, as one `describe` per file, so SRT, WebVTT and
// ASS/SSA fixtures and corpus files are held to the same checks.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentFormat } from '../../format';
import { identityRoundTrip, pseudoRoundTrip } from '../../testing/round-trip';
import { cueMarkup, parseCues, type SubtitleKind, visibleText } from './cue-parser';

export function goldenPathOf(path: string): string {
  const extension = extname(path);
  return `${path.slice(0, -extension.length)}.pseudo${extension}`;
}

export function describeSubtitleFiles(
  format: DocumentFormat,
  kind: SubtitleKind,
  paths: readonly string[],
  { golden = false } = {},
): void {
  describe.each(paths.map((path) => [basename(path), path]))('%s', (_name, path) => {
    const input = readFileSync(path);

    // Into the source language, so that a WebVTT `Language:` header has no reason to change.
    it('comes back byte for byte when nothing is translated', async () => {
      expect((await identityRoundTrip(format, input, { from: 'en', to: 'en' })).equals(input)).toBe(true);
    });

    it('keeps every cue, timing and tag when pseudo-translated, and changes every text', async () => {
      const before = parseCues(input, kind);
      const after = parseCues(await pseudoRoundTrip(format, input), kind);
      expect(after.map((cue) => cue.timing)).toEqual(before.map((cue) => cue.timing));
      after.forEach((cue, index) => {
        const original = before[index]?.text ?? '';
        expect(cueMarkup(cue.text)).toEqual(cueMarkup(original));
        if (visibleText(original) !== '') expect(visibleText(cue.text)).toMatch(/^⟦.*⟧$/);
        else expect(cue.text).toBe(original);
      });
    });

    if (golden)
      it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
        const output = await pseudoRoundTrip(format, input);
        if (process.env.UPDATE === '1') writeFileSync(goldenPathOf(path), output);
        expect(output.toString('hex')).toBe(readFileSync(goldenPathOf(path)).toString('hex'));
      });
  });
}
