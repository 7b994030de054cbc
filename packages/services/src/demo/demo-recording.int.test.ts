// The Audio demo on its bundled sample (flite's voice reading a known welcome text), heard by the real
// PocketSphinx and translated by the real Apertium.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isUserFacingError } from '@verso/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTranslator } from './demo-translator';

const sample = resolve(import.meta.dirname, '../../../../apps/web/content/demo/library-welcome.mp3');

async function refusal(translation: Promise<unknown>) {
  const error = await translation.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isUserFacingError(error)) throw new Error(`expected a user-facing error, got ${String(error)}`);
  return error;
}

describe('demo of a recording', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'verso-demo-recording-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('hears the English sample and shows its subtitles beside their Spanish translation', async () => {
    const input = await readFile(sample);
    const result = await demoTranslator.translate({
      input,
      filename: 'library-welcome.mp3',
      from: 'auto',
      to: 'es',
    });
    expect(result.filename).toBe('library-welcome.es.srt');
    expect(result.mimeType).toBe('application/x-subrip');
    if (result.original.kind !== 'text' || result.translated.kind !== 'text')
      throw new Error('expected both sides as text');
    // Every word of the spoken text is heard (flite's voice was chosen for that).
    expect(result.original.text.replace(/\s+/g, ' ')).toMatch(/Welcome to the public library/i);
    expect(result.original.text).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:\d\d,\d{3}\n/);
    // Apertium's Spanish, with the same timings.
    expect(result.translated.text).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:\d\d,\d{3}\n/);
    expect(result.translated.text).toMatch(/biblioteca/);
    expect(result.translated.text).toMatch(/niños/);
    expect(result.translated.text).toMatch(/mañana/);
    expect(result.translated.text).toMatch(/visita/);
    // Each sentence is spoken after a pause, so each is a cue of its own, ending with its full stop, and
    // the day's name keeps its capital, so Apertium translates it.
    expect(result.original.text).toMatch(/\nWe hope you enjoy your visit\.\n*$/);
    expect(result.original.text.match(/ --> /g)).toHaveLength(5);
    expect(result.translated.text).toMatch(/sábado/);
    expect(result.output.toString('utf8')).toBe(result.translated.text);
    expect(result.wordCount).toBeGreaterThan(30);
  }, 120_000);

  it('refuses a recording over a minute, saying how long the demo takes', async () => {
    // The sample eight times over, at a low bitrate so that it stays within the demo's 512 KB.
    const twoMinutes = join(folder, 'two-minutes.mp3');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-stream_loop', '7', '-i', sample],
      ...['-t', '120', '-ac', '1', '-ar', '16000', '-b:a', '24k', twoMinutes],
    ]);
    const input = await readFile(twoMinutes);
    expect(input.length).toBeLessThan(512 * 1024);
    const error = await refusal(
      demoTranslator.translate({ input, filename: 'two-minutes.mp3', from: 'en', to: 'es' }),
    );
    expect(error.code).toBe('too_large');
    expect(error.message).toBe(
      'The demo translates recordings of up to 60 seconds; this one lasts 120. Sign in to translate whole documents.',
    );
  }, 60_000);

  it('refuses a German recording: the offline speech engine hears English only', async () => {
    const input = await readFile(sample);
    const error = await refusal(
      demoTranslator.translate({ input, filename: 'library-welcome.mp3', from: 'de', to: 'es' }),
    );
    expect(error.message).toMatch(/PocketSphinx recognises English only, not German/);
  }, 60_000);
});
