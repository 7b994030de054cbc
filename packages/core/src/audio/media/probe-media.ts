// What an audio or video file holds, asked of ffprobe before any work starts: whether it has sound,
// how long it lasts, whether it has pictures. Every file that cannot be turned into subtitles is refused
// here with a message the user can act on.
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../../formats/file-signature';
import { jsonOrUndefined } from '../../text/json-or-undefined';
import { type Container, containerOf } from './media-kinds';
import { runTool } from './run-tool';

export interface MediaProbe {
  container: Container;
  durationSeconds: number;
  hasVideo: boolean;
  /** Subtitle streams the file carries already. */
  subtitleTracks: number;
}

const probeReply = z.object({
  streams: z
    .array(z.object({ codec_type: z.string().optional(), disposition: z.record(z.number()).optional() }))
    .default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function badFile(path: string, reason: string): UserFacingError {
  return new UserFacingError('bad_file', `${basename(path)} ${reason}`, { filename: basename(path) });
}

function containerFor(path: string, head: Buffer): Container {
  if (head.length === 0) throw badFile(path, 'is empty.');
  const container = containerOf(head);
  if (container) return container;
  const kind = binaryFileKind(head);
  throw badFile(
    path,
    kind
      ? `is ${kind}, not an audio or video file Verso reads.`
      : 'is not an audio or video file Verso reads (MP3, WAV, M4A/AAC, OGG/Opus, FLAC, WebM, MP4, MOV, MKV).',
  );
}

function minutes(seconds: number): string {
  const count = Math.round((seconds / 60) * 10) / 10;
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** Probes `path`; `maxSeconds` is the operator's limit on a recording's length. */
export async function probeMedia(
  path: string,
  maxSeconds: number,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  const container = containerFor(path, await headOf(path));
  const args = [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type:stream_disposition=attached_pic',
  ];
  const run = await runTool('ffprobe', [...args, '-of', 'json', path], signal);
  const parsed = run.code === 0 ? probeReply.safeParse(jsonOrUndefined(run.stdout)) : undefined;
  if (!parsed?.success) throw badFile(path, 'is damaged: its container cannot be read.');
  const { streams, format } = parsed.data;
  if (!streams.some((stream) => stream.codec_type === 'audio'))
    throw badFile(path, 'has no sound: it holds no audio stream to transcribe.');
  const durationSeconds = Number(format?.duration ?? 0);
  if (!(durationSeconds > 0)) throw badFile(path, 'lasts no time at all: there is nothing to hear.');
  if (durationSeconds > maxSeconds)
    throw new UserFacingError(
      'too_large',
      `${basename(path)} lasts ${minutes(durationSeconds)}; this server transcribes recordings of up to ${minutes(maxSeconds)}.`,
      { durationSeconds, maxSeconds },
    );
  // A cover picture in an MP3 or M4A is a video stream too, but not a video to put subtitles on.
  const hasVideo = streams.some(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const subtitleTracks = streams.filter((stream) => stream.codec_type === 'subtitle').length;
  return { container, durationSeconds, hasVideo, subtitleTracks };
}
