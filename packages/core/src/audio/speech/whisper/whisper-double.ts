// A test double of a Whisper-compatible API (`POST /v1/audio/transcriptions`, OpenAI's documented
// protocol): it reads the multipart upload, finds the stretches of sound in the WAV file, and answers
// `verbose_json` that puts the test's known sentences on those stretches, one sentence per stretch, with
// segment and word times — what a real server would say about speech it recognised perfectly.
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { listenLocally } from '../../../engines/http/json-double';
import { bytesPerSecond } from '../../media/pcm';

export interface TranscriptionUpload {
  headers: IncomingHttpHeaders;
  fields: Record<string, string[]>;
  /** The uploaded file's length in seconds of 16 kHz mono sound, read from its WAV header. */
  seconds: number;
}

export interface WhisperDoubleOptions {
  /** What the speakers say, in order across the whole recording. */
  sentences: string[];
  /** The language reported, as OpenAI names it. */
  language: string;
  /** Answer with this status instead, for failures. */
  failWith?: number;
}

export interface RunningWhisperDouble {
  url: string;
  uploads: TranscriptionUpload[];
  close(): Promise<void>;
}

/** Start and end (seconds) of each stretch of sound separated from the next by 0.4 s of silence. */
function soundStretches(pcm: Buffer): { start: number; end: number }[] {
  const frame = bytesPerSecond / 50;
  const stretches: { start: number; end: number }[] = [];
  for (let at = 0; at + frame <= pcm.length; at += frame) {
    let loudest = 0;
    for (let sample = at; sample < at + frame; sample += 2)
      loudest = Math.max(loudest, Math.abs(pcm.readInt16LE(sample)));
    if (loudest < 300) continue;
    const time = at / bytesPerSecond;
    const last = stretches[stretches.length - 1];
    if (last && time - last.end < 0.4) last.end = time + 0.02;
    else stretches.push({ start: time, end: time + 0.02 });
  }
  return stretches;
}

function verboseJson(pcm: Buffer, sentences: string[], language: string) {
  const segments = soundStretches(pcm).map((stretch, index) => ({
    id: index,
    start: stretch.start,
    end: stretch.end,
    text: ` ${sentences.shift() ?? ''}`,
  }));
  const words = segments.flatMap((segment) => {
    const tokens = segment.text.trim().split(/\s+/);
    const step = (segment.end - segment.start) / tokens.length;
    // OpenAI's words carry no punctuation.
    return tokens.map((token, index) => ({
      word: token.replace(/[^\p{L}\p{N}']/gu, ''),
      start: segment.start + index * step,
      end: segment.start + (index + 1) * step,
    }));
  });
  const duration = pcm.length / bytesPerSecond;
  return {
    task: 'transcribe',
    language,
    duration,
    text: segments.map((segment) => segment.text).join(''),
    segments,
    words,
  };
}

async function readUpload(incoming: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const request = new Request('http://double/', {
    method: 'POST',
    headers: { 'content-type': incoming.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  const form = await request.formData();
  const fields: Record<string, string[]> = {};
  let wav = Buffer.alloc(0);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
    else wav = Buffer.from(await value.arrayBuffer());
  }
  return { fields, pcm: wav.subarray(44) };
}

export async function startWhisperDouble(options: WhisperDoubleOptions): Promise<RunningWhisperDouble> {
  const uploads: TranscriptionUpload[] = [];
  const sentences = [...options.sentences];
  const server = createServer(async (incoming, outgoing) => {
    const send = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
    };
    if (incoming.method !== 'POST' || incoming.url !== '/v1/audio/transcriptions')
      return send(404, { error: { message: 'Not found' } });
    const { fields, pcm } = await readUpload(incoming);
    uploads.push({ headers: incoming.headers, fields, seconds: pcm.length / bytesPerSecond });
    if (options.failWith) return send(options.failWith, { error: { message: 'Incorrect API key provided' } });
    send(200, verboseJson(pcm, sentences, options.language));
  });
  return { ...(await listenLocally(server)), uploads };
}
