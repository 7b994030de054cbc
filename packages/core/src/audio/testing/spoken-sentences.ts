// Speech for the tests, made with espeak-ng from known sentences with known silences between them, so a
// test knows what was said and exactly when each sentence starts and ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesPerSecond, wavFile } from '../media/pcm';

export interface SpokenSentence {
  text: string;
  /** Seconds from the start of the recording to the first and after the last sound of the sentence. */
  start: number;
  end: number;
}

export interface SpokenRecording {
  /** A 16 kHz mono WAV file. */
  wav: Buffer;
  sentences: SpokenSentence[];
  seconds: number;
}

/** The sentence as 16 kHz mono samples, trimmed to its first and last audible sample. */
function synthesise(text: string, directory: string): Buffer {
  const wav = join(directory, 'sentence.wav');
  const pcm = join(directory, 'sentence.pcm');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, text]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-ar', '16000', '-ac', '1', '-f', 's16le', pcm]);
  const samples = readFileSync(pcm);
  const audible = (at: number) => Math.abs(samples.readInt16LE(at)) > 300;
  let first = 0;
  while (first < samples.length - 2 && !audible(first)) first += 2;
  let last = samples.length - 2;
  while (last > first && !audible(last)) last -= 2;
  return samples.subarray(first, last + 2);
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * bytesPerSecond) & ~1);

/** The sentences spoken in turn, `pauseSeconds` apart, after and before half a second of silence. */
export function spokenSentences(texts: readonly string[], pauseSeconds = 1): SpokenRecording {
  const directory = mkdtempSync(join(tmpdir(), 'verso-speech-'));
  try {
    const parts: Buffer[] = [silence(0.5)];
    const sentences: SpokenSentence[] = [];
    let at = 0.5;
    texts.forEach((text, index) => {
      const speech = synthesise(text, directory);
      sentences.push({ text, start: at, end: at + speech.length / bytesPerSecond });
      at += speech.length / bytesPerSecond;
      const pause = index === texts.length - 1 ? 0.5 : pauseSeconds;
      parts.push(speech, silence(pause));
      at += pause;
    });
    return { wav: wavFile(Buffer.concat(parts)), sentences, seconds: at };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A small blue picture as long as the sound, for the tests' videos. */
const stillPicture = (seconds: number) => ['-f', 'lavfi', '-i', `color=c=blue:s=64x64:r=5:d=${seconds}`];

/**
 * Writes `recording` as `name` in `directory`, in the container and codecs ffmpeg picks for the
 * extension; with `video`, over a still picture (a video with a picture track and a sound track).
 */
export function writeRecordingAs(
  recording: SpokenRecording,
  directory: string,
  name: string,
  video = false,
): string {
  const wav = join(directory, `${name}.source.wav`);
  writeFileSync(wav, recording.wav);
  const path = join(directory, name);
  const picture = video ? [...stillPicture(recording.seconds), '-pix_fmt', 'yuv420p'] : [];
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, ...picture, path]);
  rmSync(wav);
  return path;
}

/** A one-second video of a still picture and no sound track at all. */
export function silentVideo(path: string): string {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...stillPicture(1), '-pix_fmt', 'yuv420p', path]);
  return path;
}
