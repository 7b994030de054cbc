// Decodes any audio or video file with ffmpeg into 16 kHz mono samples, read as a stream and handed on
// one chunk at a time: a two-hour recording never sits in memory whole, and ffmpeg waits (the pipe
// fills) while a chunk is being recognised.
import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { UserFacingError } from '../../errors';
import { bytesPerSecond } from './pcm';
import { quietestCut } from './quiet-cut';
import { missingTool } from './run-tool';

export interface AudioChunk {
  /** Where the chunk starts in the recording. */
  startSeconds: number;
  pcm: Buffer;
}

export interface ChunkSizes {
  /** The longest chunk. */
  maxSeconds: number;
  /** How far before that limit a quieter cut is looked for. */
  searchSeconds: number;
}

function decoder(path: string, signal?: AbortSignal) {
  const args = ['-v', 'error', '-nostdin', '-i', path, '-vn', '-sn', '-dn', '-ac', '1', '-ar', '16000'];
  const child = spawn('ffmpeg', [...args, '-f', 's16le', 'pipe:1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingTool('ffmpeg') : error),
    );
    child.on('close', resolve);
  });
  return { child, exited, stderr: () => stderr };
}

function evenOffset(seconds: number): number {
  return Math.floor(seconds * bytesPerSecond) & ~1;
}

export async function* decodeChunks(
  path: string,
  sizes: ChunkSizes,
  signal?: AbortSignal,
): AsyncGenerator<AudioChunk> {
  const { child, exited, stderr } = decoder(path, signal);
  const limit = evenOffset(sizes.maxSeconds);
  const searchFrom = limit - evenOffset(sizes.searchSeconds);
  let pending: Buffer = Buffer.alloc(0);
  let startByte = 0;
  try {
    for await (const data of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      while (pending.length >= limit) {
        const cut = quietestCut(pending, searchFrom, limit);
        yield { startSeconds: startByte / bytesPerSecond, pcm: pending.subarray(0, cut) };
        startByte += cut;
        pending = Buffer.from(pending.subarray(cut));
      }
    }
    const code = await exited;
    if (code !== 0)
      throw new UserFacingError('bad_file', `${basename(path)} is damaged: its sound cannot be decoded.`, {
        filename: basename(path),
        ffmpeg: stderr(),
      });
    if (pending.length > 1)
      yield { startSeconds: startByte / bytesPerSecond, pcm: pending.subarray(0, pending.length & ~1) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
