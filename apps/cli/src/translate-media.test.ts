// `verso translate` on recordings, run as a user would: the offline engine on an MP3, the Whisper
// test double on a WAV, and the mistakes a user can make.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWhisperDouble } from '@verso/core/audio/speech/whisper/whisper-double';
import { silentVideo, spokenSentences, writeRecordingAs } from '@verso/core/audio/testing/spoken-sentences';
import { describe, expect, it } from 'vitest';
import { runVerso } from './testing/run-verso';

const sentences = ['The house is small.', 'I have a red car.'];
// Each run starts the CLI (and PocketSphinx) afresh: seconds each, more on a busy machine.
const timeout = 120_000;
const englishToSpanish = ['--from', 'en', '--to', 'es'];

describe('verso translate on audio and video', () => {
  it(
    'writes every output beside the subtitles with --outputs all, recognised offline',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'verso-cli-media-'));
      const input = writeRecordingAs(spokenSentences(sentences), directory, 'talk.mp3');
      const output = join(directory, 'talk.es.srt');
      const run = await runVerso([
        'translate',
        input,
        ...englishToSpanish,
        '-o',
        output,
        '--asr',
        'pocketsphinx',
        '--outputs',
        'all',
      ]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/recognised by pocketsphinx\n$/);
      expect((await readdir(directory)).sort()).toEqual([
        'talk.en.docx',
        'talk.en.srt',
        'talk.en.txt',
        'talk.es.bilingual.srt',
        'talk.es.docx',
        'talk.es.srt',
        'talk.es.txt',
        'talk.es.vtt',
        'talk.mp3',
      ]);
      expect(await readFile(output, 'utf8')).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\n\S/);
    },
    timeout,
  );

  it(
    'writes WebVTT when the output is named .vtt, with the Whisper API the operator configured',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'verso-cli-media-'));
      const input = writeRecordingAs(spokenSentences(sentences), directory, 'talk.wav');
      const whisper = await startWhisperDouble({ sentences: [...sentences], language: 'english' });
      try {
        const output = join(directory, 'subtitles.vtt');
        const run = await runVerso(['translate', input, '-f', 'auto', '-t', 'es', '-o', output], {
          ...process.env,
          WHISPER_BASE_URL: whisper.url,
        });
        expect(run.stdout).toBe(
          `${output}\n9 words, 2 subtitles, recognised by whisper\nDetected source language: en\n`,
        );
        expect(await readFile(output, 'utf8')).toMatch(
          /^WEBVTT\nLanguage: es\n\n00:00:00\.\d{3} --> .*\nLa casa es pequeña\.\n/,
        );
        // Nothing else is left behind.
        expect(await readdir(directory)).toEqual(['subtitles.vtt', 'talk.wav']);
      } finally {
        await whisper.close();
      }
    },
    timeout,
  );

  it(
    'explains a video without sound and an output it cannot write',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'verso-cli-media-'));
      const still = join(directory, 'still.mp4');
      silentVideo(still);
      const silent = await runVerso(['translate', still, '-f', 'en', '-t', 'es', '--asr', 'pocketsphinx']);
      expect(silent).toMatchObject({
        code: 1,
        stderr: 'error: still.mp4 has no sound: it holds no audio stream to transcribe.\n',
      });
      await writeFile(join(directory, 'talk.mp3'), 'not really');
      const pdf = await runVerso([
        'translate',
        join(directory, 'talk.mp3'),
        '-f',
        'en',
        '-t',
        'es',
        '-o',
        'talk.pdf',
      ]);
      expect(pdf.code).toBe(1);
      expect(pdf.stderr).toMatch(
        /^error: A recording is translated to subtitles or a transcript: name the output \.srt, \.vtt, \.txt or \.docx, not talk\.pdf\./,
      );
    },
    timeout,
  );
});
