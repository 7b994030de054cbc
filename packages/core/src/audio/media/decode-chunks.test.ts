// A recording decoded in chunks: every sample arrives once, in order, no chunk is longer than asked,
// and a chunk ends in a quiet moment rather than in the middle of a sound.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeChunks } from './decode-chunks';
import { bytesPerSecond, sampleRate, secondsOf, wavFile } from './pcm';

/** A tone for each [start, end) in seconds, silence elsewhere. */
function tones(seconds: number, sounding: [number, number][]): Buffer {
  const pcm = Buffer.alloc(seconds * bytesPerSecond);
  for (const [start, end] of sounding)
    for (let sample = start * sampleRate; sample < end * sampleRate; sample += 1)
      pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * sample) / sampleRate)), sample * 2);
  return pcm;
}

describe('decodeChunks', () => {
  it('cuts a long recording into chunks at its quiet moments, losing nothing', async () => {
    // Sound everywhere but 3.2–3.5 s and 6.6–6.9 s.
    const pcm = tones(10, [
      [0, 3.2],
      [3.5, 6.6],
      [6.9, 10],
    ]);
    const path = join(mkdtempSync(join(tmpdir(), 'verso-chunks-')), 'tones.wav');
    writeFileSync(path, wavFile(pcm));
    const chunks = [];
    for await (const chunk of decodeChunks(path, { maxSeconds: 4, searchSeconds: 1.5 })) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.startSeconds)).toEqual([
      0,
      expect.closeTo(3.2, 1),
      expect.closeTo(6.6, 1),
    ]);
    for (const chunk of chunks) expect(secondsOf(chunk.pcm)).toBeLessThanOrEqual(4);
    expect(Buffer.concat(chunks.map((chunk) => chunk.pcm)).equals(pcm)).toBe(true);
  });
});
