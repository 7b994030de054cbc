// The Whisper-compatible client against a local test double of `/v1/audio/transcriptions` that speaks
// OpenAI's documented protocol (whisper-double.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesPerSecond } from '../../media/pcm';
import { getSpeechEngine } from '../registry';
import { createWhisperEngine } from '.';
import { type RunningWhisperDouble, startWhisperDouble } from './whisper-double';

/** Two seconds: a second of tone between half-seconds of silence. */
function toneChunk() {
  const pcm = Buffer.alloc(2 * bytesPerSecond);
  for (let sample = 8000; sample < 24000; sample += 1)
    pcm.writeInt16LE(Math.round(8000 * Math.sin(sample / 3)), sample * 2);
  return { startSeconds: 0, pcm };
}

let double: RunningWhisperDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
  vi.unstubAllEnvs();
});

describe('Whisper-compatible API', () => {
  it('uploads a WAV file as the API documents and reads segment and word times', async () => {
    double = await startWhisperDouble({ sentences: ['Hello, dear friends.'], language: 'english' });
    const engine = createWhisperEngine({
      baseUrl: `${double.url}/v1/`,
      apiKey: 'sk-test',
      model: 'whisper-large-v3',
    });
    const speech = await engine.transcribe(toneChunk(), 'en');
    const [upload] = double.uploads;
    expect(upload?.headers.authorization).toBe('Bearer sk-test');
    expect(upload?.fields).toEqual({
      model: ['whisper-large-v3'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment', 'word'],
      language: ['en'],
    });
    expect(upload?.seconds).toBe(2);
    expect(speech.language).toBe('english');
    // The segment's punctuation on the words' times.
    expect(speech.phrases).toEqual([
      {
        words: [
          { text: 'Hello,', start: expect.closeTo(0.5, 1), end: expect.any(Number) },
          { text: 'dear', start: expect.any(Number), end: expect.any(Number) },
          { text: 'friends.', start: expect.any(Number), end: expect.closeTo(1.5, 1) },
        ],
      },
    ]);
  });

  it('asks for no language when the source is "auto"', async () => {
    double = await startWhisperDouble({ sentences: ['Hola.'], language: 'spanish' });
    await createWhisperEngine({ baseUrl: double.url }).transcribe(toneChunk(), 'auto');
    expect(double.uploads[0]?.fields.language).toBeUndefined();
  });

  it('names the setting to fix when the API rejects the key', async () => {
    double = await startWhisperDouble({ sentences: [], language: 'english', failWith: 401 });
    const engine = createWhisperEngine({ baseUrl: double.url, apiKey: 'wrong' });
    await expect(engine.transcribe(toneChunk(), 'en')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: expect.stringMatching(/rejected the API key \(HTTP 401\)\. Check WHISPER_API_KEY\./),
    });
  });

  it('is the default engine once configured, PocketSphinx otherwise', () => {
    vi.stubEnv('WHISPER_BASE_URL', '');
    vi.stubEnv('WHISPER_API_KEY', '');
    expect(getSpeechEngine().id).toBe('pocketsphinx');
    expect(() => getSpeechEngine('whisper').assertLanguage('en')).toThrow(/Set WHISPER_BASE_URL/);
    vi.stubEnv('WHISPER_BASE_URL', 'http://127.0.0.1:9/');
    expect(getSpeechEngine().id).toBe('whisper');
    expect(getSpeechEngine('pocketsphinx').id).toBe('pocketsphinx');
    expect(() => getSpeechEngine('vosk')).toThrow(
      'There is no speech recognition engine called "vosk". Engines: whisper, pocketsphinx.',
    );
  });
});
