// Every kind of recording Verso reads is recognised, and every file it cannot transcribe is refused
// before any work with a message that says why.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentVideo } from '../testing/spoken-sentences';
import { wavFile } from './pcm';
import { probeMedia } from './probe-media';

const directory = mkdtempSync(join(tmpdir(), 'verso-probe-'));
const hour = 3600;

/** One second of a tone, with a blue picture for video containers, as ffmpeg writes `name`. */
function toneFile(name: string, video = false): string {
  const path = join(directory, name);
  const picture = video ? ['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=5:d=1', '-pix_fmt', 'yuv420p'] : [];
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=440:d=1', ...picture, path]);
  return path;
}

function file(name: string, content: Buffer): string {
  const path = join(directory, name);
  writeFileSync(path, content);
  return path;
}

describe('probeMedia', () => {
  it.each([
    ['tone.mp3', 'mp3', false],
    ['tone.wav', 'wav', false],
    ['tone.m4a', 'mp4', false],
    ['tone.aac', 'aac', false],
    ['tone.ogg', 'ogg', false],
    ['tone.opus', 'ogg', false],
    ['tone.flac', 'flac', false],
    ['clip.webm', 'matroska', true],
    ['clip.mp4', 'mp4', true],
    ['clip.mov', 'mp4', true],
    ['clip.mkv', 'matroska', true],
  ] as const)('reads %s by its signature', async (name, container, video) => {
    const probe = await probeMedia(toneFile(name, video), hour);
    expect(probe).toMatchObject({ container, hasVideo: video });
    expect(probe.durationSeconds).toBeGreaterThan(0.9);
  });

  it('refuses a video without sound', async () => {
    const path = silentVideo(join(directory, 'still.mp4'));
    await expect(probeMedia(path, hour)).rejects.toThrow(
      'still.mp4 has no sound: it holds no audio stream to transcribe.',
    );
  });

  it('refuses an empty file and a recording of no length', async () => {
    await expect(probeMedia(file('empty.mp3', Buffer.alloc(0)), hour)).rejects.toThrow('empty.mp3 is empty.');
    await expect(probeMedia(file('silent.wav', wavFile(Buffer.alloc(0))), hour)).rejects.toThrow(
      'silent.wav lasts no time at all: there is nothing to hear.',
    );
  });

  it('refuses a damaged container', async () => {
    const cut = readFileSync(toneFile('whole.mp4', true)).subarray(0, 2000);
    await expect(probeMedia(file('cut.mp4', cut), hour)).rejects.toMatchObject({
      code: 'bad_file',
      message: 'cut.mp4 is damaged: its container cannot be read.',
    });
  });

  it('names what a file is when it is no recording', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect(probeMedia(file('song.mp3', png), hour)).rejects.toThrow(
      'song.mp3 is a PNG image, not an audio or video file Verso reads.',
    );
    await expect(probeMedia(file('notes.mp3', Buffer.from('Dear diary')), hour)).rejects.toThrow(
      /notes\.mp3 is not an audio or video file Verso reads \(MP3, WAV/,
    );
  });

  it('refuses a recording longer than the limit, saying both lengths', async () => {
    const long = file('long.wav', wavFile(Buffer.alloc(32_000 * 90)));
    await expect(probeMedia(long, 60)).rejects.toMatchObject({
      code: 'too_large',
      message: 'long.wav lasts 1.5 minutes; this server transcribes recordings of up to 1 minute.',
    });
  });
});
