// Subtitles: SubRip (.srt), WebVTT (.vtt) and Advanced SubStation Alpha (.ass, .ssa). One segment per
// cue; timings, numbering, headers, styles and positioning come back unchanged.
import type { DocumentFormat } from '../format';
import { assFlavour } from './ass';
import { srtFlavour } from './srt';
import { extractSubtitles, rebuildSubtitles, type SubtitleSkeleton } from './subtitle-document';
import type { SubtitleFlavour } from './subtitle-flavour';
import { vttFlavour } from './vtt';

function subtitleFormat(
  flavour: SubtitleFlavour,
  description: Pick<DocumentFormat, 'id' | 'label' | 'extensions' | 'mimeType'>,
): DocumentFormat<SubtitleSkeleton> {
  return {
    ...description,
    options: ['bilingual'],
    extract: (input) => extractSubtitles(input, flavour),
    rebuild: (document, translations, target) => rebuildSubtitles(document, translations, target, flavour),
  };
}

export const srtFormat = subtitleFormat(srtFlavour, {
  id: 'srt',
  label: 'SubRip subtitles',
  extensions: ['.srt'],
  mimeType: 'application/x-subrip',
});

export const vttFormat = subtitleFormat(vttFlavour, {
  id: 'vtt',
  label: 'WebVTT subtitles',
  extensions: ['.vtt'],
  mimeType: 'text/vtt',
});

export const assFormat = subtitleFormat(assFlavour, {
  id: 'ass',
  label: 'ASS/SSA subtitles',
  extensions: ['.ass', '.ssa'],
  mimeType: 'text/x-ssa',
});

export type { SubtitleSkeleton };
