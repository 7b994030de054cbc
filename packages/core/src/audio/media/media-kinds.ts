// The audio and video files Verso turns into subtitles, known by extension and told apart by their
// first bytes, so a renamed file is read for what it is and a file that is no media is refused early.

export type Container = 'mp3' | 'wav' | 'mp4' | 'aac' | 'ogg' | 'flac' | 'matroska';

export interface MediaKind {
  extension: string;
  label: string;
  mimeType: string;
  /** Whether the file may carry pictures, so the translated subtitles can be muxed back in. */
  video: boolean;
}

export const mediaKinds: readonly MediaKind[] = [
  { extension: '.mp3', label: 'MP3 audio', mimeType: 'audio/mpeg', video: false },
  { extension: '.wav', label: 'WAV audio', mimeType: 'audio/wav', video: false },
  { extension: '.m4a', label: 'M4A audio', mimeType: 'audio/mp4', video: false },
  { extension: '.aac', label: 'AAC audio', mimeType: 'audio/aac', video: false },
  { extension: '.ogg', label: 'Ogg audio', mimeType: 'audio/ogg', video: false },
  { extension: '.opus', label: 'Opus audio', mimeType: 'audio/opus', video: false },
  { extension: '.flac', label: 'FLAC audio', mimeType: 'audio/flac', video: false },
  { extension: '.webm', label: 'WebM video', mimeType: 'video/webm', video: true },
  { extension: '.mp4', label: 'MP4 video', mimeType: 'video/mp4', video: true },
  { extension: '.mov', label: 'QuickTime video', mimeType: 'video/quicktime', video: true },
  { extension: '.mkv', label: 'Matroska video', mimeType: 'video/x-matroska', video: true },
];

export function mediaKindOf(filename: string): MediaKind | undefined {
  const lower = filename.toLowerCase();
  return mediaKinds.find((kind) => lower.endsWith(kind.extension));
}

const startsWith = (head: Buffer, text: string, offset = 0) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/** The container the first bytes announce, or undefined when they announce none Verso reads. */
export function containerOf(head: Buffer): Container | undefined {
  if (startsWith(head, 'ID3')) return 'mp3';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return 'wav';
  if (startsWith(head, 'ftyp', 4)) return 'mp4';
  if (startsWith(head, 'OggS')) return 'ogg';
  if (startsWith(head, 'fLaC')) return 'flac';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'matroska';
  // MPEG audio frames start with 11 set bits; layer bits 01 (layer III) are MP3, 00 is AAC's ADTS.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)
    return ((head[1] ?? 0) & 0x06) === 0 ? 'aac' : 'mp3';
  return undefined;
}
