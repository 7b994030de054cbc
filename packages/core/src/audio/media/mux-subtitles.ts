// The original video with subtitle tracks added, by ffmpeg without re-encoding (`-c copy`): pictures
// and sound stay bit for bit; each track is written in the codec its container takes.
import { basename, extname } from 'node:path';
import { languageByCode } from '../../languages';
import { runTool } from './run-tool';

export interface SubtitleTrack {
  /** An SRT file. */
  path: string;
  /** A language code (en, es): written as the track's ISO 639 language, so players can name it. */
  language: string;
  title: string;
}

const subtitleCodecs: Record<string, string> = {
  '.mp4': 'mov_text',
  '.m4v': 'mov_text',
  '.mov': 'mov_text',
  '.mkv': 'srt',
  '.webm': 'webvtt',
};

/** Whether a video of this name can carry text subtitle tracks. */
export function takesSubtitleTracks(filename: string): boolean {
  return extname(filename).toLowerCase() in subtitleCodecs;
}

function trackArguments(tracks: readonly SubtitleTrack[], codec: string, firstIndex: number): string[] {
  return tracks.flatMap((track, index) => {
    const stream = `s:${firstIndex + index}`;
    const language = languageByCode(track.language)?.alpha3 ?? track.language;
    return [
      `-c:${stream}`,
      codec,
      `-metadata:s:${stream}`,
      `language=${language}`,
      `-metadata:s:${stream}`,
      `title=${track.title}`,
    ];
  });
}

/**
 * Writes `output` (same container as `video`): every stream of `video`, then `tracks`. `existingTracks`
 * is how many subtitle streams the video already has (they are copied as they are).
 */
export async function muxSubtitles(
  video: string,
  tracks: readonly SubtitleTrack[],
  output: string,
  existingTracks: number,
  signal?: AbortSignal,
): Promise<void> {
  const codec = subtitleCodecs[extname(output).toLowerCase()] ?? 'srt';
  const inputs = tracks.flatMap((track) => ['-i', track.path]);
  const maps = ['-map', '0', ...tracks.flatMap((_, index) => ['-map', `${index + 1}`])];
  const args = ['-v', 'error', '-nostdin', '-y', '-i', video, ...inputs, ...maps, '-c', 'copy'];
  const run = await runTool(
    'ffmpeg',
    [...args, ...trackArguments(tracks, codec, existingTracks), output],
    signal,
  );
  if (run.code !== 0)
    throw new Error(`ffmpeg could not add subtitles to ${basename(video)}: ${run.stderr.slice(-500)}`);
}
