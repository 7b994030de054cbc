// Audio and video files as formats, for accepting and pricing them: a recording becomes subtitles
// through audio/subtitle-media.ts, which a job calls itself (it reports progress by seconds of sound,
// can be stopped mid-recording and writes several outputs), so reading one as a document is refused.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type MediaKind, mediaKinds } from '../../audio/media/media-kinds';
import { probeMedia } from '../../audio/media/probe-media';
import { maxMediaSeconds } from '../../audio/media-limits';
import { UserFacingError } from '../../errors';
import type { DocumentFormat } from '../format';

/** Seconds of sound in `input`, probed from a file (ffprobe seeks: an MP4's index may be at its end). */
export async function recordingSeconds(input: Buffer, filename: string): Promise<number> {
  const directory = await mkdtemp(join(tmpdir(), 'verso-probe-'));
  try {
    const path = join(directory, basename(filename));
    await writeFile(path, input);
    return (await probeMedia(path, maxMediaSeconds())).durationSeconds;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const notADocument = () =>
  new UserFacingError(
    'unsupported_format',
    'A recording is turned into subtitles by a translation job (or `verso translate`), not read as a document.',
  );

function mediaFormat(kind: MediaKind): DocumentFormat<never> {
  return {
    id: kind.extension.slice(1),
    label: `${kind.label} → subtitles`,
    extensions: [kind.extension],
    mimeType: kind.mimeType,
    output: { extension: '.srt', mimeType: 'application/x-subrip' },
    options: ['speechEngine'],
    measuredInCallerThread: true,
    // Priced by the minute: its words are known only once the recording is heard.
    async measure(input, _from, _limits, filename = `recording${kind.extension}`) {
      const mediaSeconds = await recordingSeconds(input, filename);
      return { wordCount: 0, segmentCount: 0, languageSample: '', mediaSeconds };
    },
    extract() {
      throw notADocument();
    },
    rebuild() {
      throw notADocument();
    },
  };
}

export const mediaFormats = mediaKinds.map(mediaFormat);

/** True for a recording (audio or video) rather than a document. */
export const isMediaFormat = (format: Pick<DocumentFormat, 'id'>) =>
  mediaFormats.some((media) => media.id === format.id);
