// An audio or video file is a job like a document: quoted by its started minutes before anything is
// heard, charged that, then heard, translated and written as subtitles (the job's result and bilingual
// file) with the transcripts, WebVTT, source subtitles and, for a video, the video with both tracks as
// its other downloads; deleting the job removes every one of them. Speech is made with espeak-ng from
// known sentences and heard by the Whisper test double (perfect hearing: what is checked is the job).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startWhisperDouble } from '@verso/core/audio/speech/whisper/whisper-double';
import { spokenSentences, writeRecordingAs } from '@verso/core/audio/testing/spoken-sentences';
import { files, jobs } from '@verso/db';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

const sentences = ['The house is small.', 'I have a red car.'];

describe(`recordings as jobs on ${backendName}`, () => {
  let video: Buffer;
  let audio: Buffer;
  beforeAll(() => {
    const recording = spokenSentences(sentences);
    const folder = mkdtempSync(join(tmpdir(), 'verso-recording-test-'));
    video = readFileSync(writeRecordingAs(recording, folder, 'talk.mp4', true));
    audio = readFileSync(writeRecordingAs(recording, folder, 'talk.mp3'));
    rmSync(folder, { recursive: true });
  });
  const environment = { ...process.env };
  afterEach(() => {
    for (const name of ['WHISPER_BASE_URL', 'VERSO_AUDIO_CREDITS_PER_MINUTE']) {
      if (environment[name] === undefined) delete process.env[name];
      else process.env[name] = environment[name];
    }
  });
  // No runner: the test runs its job itself.
  const services = servicesDuringTests();
  const userWith = (credits: number) =>
    services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const upload = async (userId: string, filename: string, bytes: Buffer) =>
    services().jobs.receiveUpload(userId, filename, Readable.from([bytes]));

  test('a video is quoted by its minutes, heard in the language it is spoken in, and comes back as subtitles, transcripts and the video with tracks', async () => {
    const whisper = await startWhisperDouble({ sentences: [...sentences], language: 'english' });
    process.env.WHISPER_BASE_URL = whisper.url;
    process.env.VERSO_AUDIO_CREDITS_PER_MINUTE = '2';
    try {
      const user = await userWith(10);
      const quote = await services().jobs.quote(await upload(user.id, 'talk.mp4', video), {
        from: 'auto',
        to: 'es',
      });
      expect(quote).toMatchObject({ wordCount: 0, credits: 2, balance: 10 });
      expect(quote.mediaSeconds).toBeGreaterThan(3);
      expect(quote.mediaSeconds).toBeLessThan(60);

      const job = await services().jobs.create({
        userId: user.id,
        filename: 'talk.mp4',
        stream: Readable.from([video]),
        from: 'auto',
        to: 'es',
      });
      expect(job).toMatchObject({ credits: 2, sourceLang: 'auto', sourceDetected: true });
      expect(await services().credits.balanceOf({ userId: user.id })).toBe(8);
      await runJob({ ...services(), leaseMs: 120_000 }, job.id);

      const done = await services().jobs.get(user.id, job.id);
      expect(done).toMatchObject({ status: 'completed', sourceLang: 'en', resultFileName: 'talk.es.srt' });
      expect(done?.hasBilingual).toBe(true);
      expect(done?.outputs.map((output) => output.kind).sort()).toEqual(
        [
          'sourceSubtitles',
          'transcript',
          'transcriptDocx',
          'translatedTranscript',
          'translatedTranscriptDocx',
          'video',
          'webVtt',
        ].sort(),
      );
      const text = async (file: Parameters<ReturnType<typeof services>['jobs']['openFile']>[2]) => {
        const opened = await services().jobs.openFile(user.id, job.id, file);
        const chunks: Buffer[] = [];
        for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
        return { name: opened?.filename, mimeType: opened?.mimeType, body: Buffer.concat(chunks) };
      };
      const subtitles = await text('translation');
      expect(subtitles.body.toString()).toMatch(/00:00:0\d,\d{3} --> /);
      expect(subtitles.body.toString()).toMatch(/casa/i);
      expect((await text('webVtt')).body.toString()).toMatch(/^WEBVTT/);
      expect((await text('transcript')).body.toString()).toMatch(/The house is small\./);
      const withTracks = await text('video');
      expect(withTracks).toMatchObject({ name: 'talk.subtitled.mp4', mimeType: 'video/mp4' });
      expect(withTracks.body.length).toBeGreaterThan(video.length * 0.9);
      // The page's preview shows the cues heard beside their translation.
      const preview = await services().jobs.preview(user.id, job.id);
      expect(preview).toMatchObject({ kind: 'text' });
      expect(preview?.kind === 'text' && preview.original).toMatch(/The house is small/);
      expect(preview?.kind === 'text' && preview.translation).toMatch(/casa/i);

      const [row] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
      const outputIds = Object.values(row?.outputFiles ?? {}).map((output) => output.fileId);
      expect(outputIds).toHaveLength(7);
      expect(await services().jobs.remove(user.id, job.id)).toBe(true);
      expect(await services().db.select().from(files).where(inArray(files.id, outputIds))).toEqual([]);
    } finally {
      await whisper.close();
    }
  }, 180_000);

  test('the offline engine refuses another language than English before any charge, and a recording has no preview', async () => {
    const user = await userWith(10);
    const file = await upload(user.id, 'talk.mp3', audio);
    await expect(services().jobs.quote(file, { from: 'de', to: 'es' })).rejects.toThrow(
      /PocketSphinx recognises English only, not German/,
    );
    const quote = await services().jobs.quote(file, { from: 'auto', to: 'es' });
    expect(quote).toMatchObject({ from: 'en', credits: 1 });
    await expect(
      services().jobs.create({
        userId: user.id,
        filename: 'talk.mp3',
        stream: Readable.from([audio]),
        from: 'en',
        to: 'es',
        preview: true,
      }),
    ).rejects.toThrow(/A recording has no preview/);
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(10);
  }, 60_000);

  test('a recording with no speech in it fails its job with a message and its credits refunded', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'verso-quiet-test-'));
    const quiet = join(folder, 'room.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=a=0.001:r=16000:d=3',
      quiet,
    ]);
    const user = await userWith(3);
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'room.wav',
      stream: Readable.from([readFileSync(quiet)]),
      from: 'en',
      to: 'es',
    });
    rmSync(folder, { recursive: true });
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(2);
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const failed = await services().jobs.get(user.id, job.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.errorMessage).toBe(
      'PocketSphinx heard no speech in room.wav. Your credits were refunded.',
    );
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(3);
  }, 60_000);

  test('a picture renamed .mp3 is refused at the quote, naming what it is', async () => {
    const user = await userWith(10);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const file = await upload(user.id, 'song.mp3', png);
    await expect(services().jobs.quote(file, { from: 'en', to: 'es' })).rejects.toThrow(
      /song\.mp3 is a PNG image, not an audio or video file/,
    );
  });
});
