// A recording in, subtitles out, as a job will call it: speech made with espeak-ng from known sentences,
// recognised by the Whisper test double (its recognition is perfect, so what is checked is everything
// around it: chunks, times, cues, translation by Apertium, outputs, subtitle tracks in the video).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPackage } from '../formats/office-package/read-package';
import type { MediaProgress } from './media-progress';
import { type RunningWhisperDouble, startWhisperDouble } from './speech/whisper/whisper-double';
import { subtitleMedia } from './subtitle-media';
import { type SpokenRecording, spokenSentences, writeRecordingAs } from './testing/spoken-sentences';

const sentences = ['The house is small.', 'I have a red car.', 'We will walk to the park after lunch.'];
let recording: SpokenRecording;
let double: RunningWhisperDouble;

beforeAll(async () => {
  recording = spokenSentences(sentences);
  double = await startWhisperDouble({ sentences: [], language: 'english' });
});
afterAll(() => double.close());

/** Runs the whole path on `name` (made from the known sentences), with the double saying them. */
async function subtitle(name: string, video: boolean, progress: MediaProgress[] = []) {
  const directory = mkdtempSync(join(tmpdir(), 'verso-media-'));
  const path = writeRecordingAs(recording, directory, name, video);
  const fresh = await startWhisperDouble({ sentences: [...sentences], language: 'english' });
  vi.stubEnv('WHISPER_BASE_URL', fresh.url);
  try {
    const result = await subtitleMedia({
      path,
      from: 'auto',
      to: 'es',
      outputDirectory: directory,
      onProgress: (update) => {
        progress.push(update);
      },
    });
    const read = (kind: string) =>
      readFileSync(result.outputs.find((output) => output.kind === kind)?.path ?? '', 'utf8');
    return { result, read, path };
  } finally {
    vi.unstubAllEnvs();
    await fresh.close();
  }
}

/** A checksum of the picture and sound packets as stored (not decoded). */
const packetsChecksum = (path: string) =>
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path,
    '-map',
    '0:v',
    '-map',
    '0:a',
    '-c',
    'copy',
    '-f',
    'md5',
    '-',
  ]).toString();

function subtitleStreams(path: string) {
  const probe = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name:stream_tags=language',
    '-of',
    'json',
    path,
  ]);
  return (
    JSON.parse(probe.toString()) as {
      streams: { codec_type: string; codec_name: string; tags?: { language?: string } }[];
    }
  ).streams;
}

describe('subtitleMedia', () => {
  it('turns an MP4 into transcript, subtitles in both languages and the MP4 with both subtitle tracks', async () => {
    const progress: MediaProgress[] = [];
    const { result, read, path } = await subtitle('talk.mp4', true, progress);
    expect(result.outputs.map((output) => output.filename)).toEqual([
      'talk.en.txt',
      'talk.es.txt',
      'talk.en.docx',
      'talk.es.docx',
      'talk.en.srt',
      'talk.es.srt',
      'talk.es.vtt',
      'talk.es.bilingual.srt',
      'talk.subtitled.mp4',
    ]);
    // Whisper heard English: "auto" became English.
    expect(result).toMatchObject({ from: 'en', sourceDetected: true, speechEngine: 'whisper', cueCount: 3 });
    expect(read('transcript')).toBe(`${sentences.join('\n')}\n`);
    expect(read('translatedTranscript')).toBe(
      'La casa es pequeña.\nTengo un coche rojo.\nAndaremos al parque después de que comida.\n',
    );
    const translatedDocx = await readPackage(
      readFileSync(result.outputs.find((output) => output.kind === 'translatedTranscriptDocx')?.path ?? ''),
      'DOCX',
    );
    expect(
      translatedDocx.entries.find((entry) => entry.name === 'word/document.xml')?.data.toString(),
    ).toMatch(/La casa es pequeña\.<\/w:t>.*Tengo un coche rojo\.<\/w:t>/);
    expect(read('subtitles')).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nLa casa es pequeña\.\n\n2\n/);
    expect(read('webVtt')).toMatch(/^WEBVTT\nLanguage: es\n\n00:00:00\.\d{3} --> /);
    expect(read('bilingualSubtitles')).toContain('The house is small.\nLa casa es pequeña.\n');
    const streams = subtitleStreams(result.outputs.at(-1)?.path ?? '');
    expect(streams.map((stream) => [stream.codec_type, stream.codec_name, stream.tags?.language])).toEqual([
      ['video', 'h264', 'und'],
      ['audio', 'aac', 'und'],
      ['subtitle', 'mov_text', 'eng'],
      ['subtitle', 'mov_text', 'spa'],
    ]);
    // Picture and sound are copied, not encoded again.
    expect(packetsChecksum(result.outputs.at(-1)?.path ?? '')).toBe(packetsChecksum(path));
    const percents = progress.map((update) => update.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({
      percent: 100,
      secondsDone: expect.closeTo(recording.seconds, 0),
    });
  });

  it('times each cue within 0.5 s of its sentence', async () => {
    const { read } = await subtitle('talk.wav', false);
    const times = [
      ...read('sourceSubtitles').matchAll(/(\d\d):(\d\d),(\d{3}) --> \d\d:(\d\d):(\d\d),(\d{3})/g),
    ].map(([, startMinutes, startSeconds, startMs, endMinutes, endSeconds, endMs]) => ({
      start: Number(startMinutes) * 60 + Number(startSeconds) + Number(startMs) / 1000,
      end: Number(endMinutes) * 60 + Number(endSeconds) + Number(endMs) / 1000,
    }));
    expect(times).toHaveLength(sentences.length);
    for (const [index, sentence] of recording.sentences.entries()) {
      expect(Math.abs((times[index]?.start ?? 0) - sentence.start)).toBeLessThanOrEqual(0.5);
      expect(Math.abs((times[index]?.end ?? 0) - sentence.end)).toBeLessThanOrEqual(0.5);
    }
  });

  it.each([
    ['talk.mkv', 'subrip'],
    ['talk.webm', 'webvtt'],
  ])('adds subtitle tracks to %s as %s', async (name, codec) => {
    const { result } = await subtitle(name, true);
    const video = result.outputs.find((output) => output.kind === 'video');
    const tracks = subtitleStreams(video?.path ?? '').filter((stream) => stream.codec_type === 'subtitle');
    expect(tracks.map((track) => [track.codec_name, track.tags?.language])).toEqual([
      [codec, 'eng'],
      [codec, 'spa'],
    ]);
  });

  it('says so when no speech is heard', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'verso-media-'));
    const path = join(directory, 'quiet.mp3');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=d=1', path]);
    vi.stubEnv('WHISPER_BASE_URL', double.url);
    await expect(subtitleMedia({ path, from: 'en', to: 'es', outputDirectory: directory })).rejects.toThrow(
      'Whisper heard no speech in quiet.mp3.',
    );
    vi.unstubAllEnvs();
  });
});
