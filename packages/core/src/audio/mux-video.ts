// For a video, the last output: the original with the source and translated subtitles as tracks.
import { extname, join } from 'node:path';
import { resolveLanguage } from '../languages';
import { muxSubtitles, takesSubtitleTracks } from './media/mux-subtitles';
import type { MediaProbe } from './media/probe-media';
import type { MediaOutput, MediaRequest } from './subtitle-media';

export async function muxVideo(
  request: MediaRequest,
  filename: string,
  probe: MediaProbe,
  outputs: readonly MediaOutput[],
  languages: { from: string; to: string },
): Promise<MediaOutput | undefined> {
  if (!probe.hasVideo || !takesSubtitleTracks(filename)) return undefined;
  const pathOf = (kind: MediaOutput['kind']) => outputs.find((output) => output.kind === kind)?.path ?? '';
  const tracks = [
    {
      path: pathOf('sourceSubtitles'),
      language: languages.from,
      title: resolveLanguage(languages.from).name,
    },
    { path: pathOf('subtitles'), language: languages.to, title: resolveLanguage(languages.to).name },
  ];
  const extension = extname(filename);
  const name = `${filename.slice(0, -extension.length)}.subtitled${extension}`;
  const path = join(request.outputDirectory, name);
  await muxSubtitles(request.path, tracks, path, probe.subtitleTracks, request.signal);
  return { kind: 'video', filename: name, path };
}
