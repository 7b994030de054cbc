// Plain text: each paragraph is a segment; encoding, line endings and the space between paragraphs
// come back unchanged.
import type { DocumentFormat } from '../format';
import { decodeText, encodeText, type TextEncoding } from '../text-files/text-encoding';
import { joinParagraphs, splitParagraphs } from './paragraphs';

export interface TxtSkeleton {
  encoding: TextEncoding;
  gaps: string[];
  /** Per paragraph: engines see `\n` only, so each paragraph's own line ending is put back. */
  lineBreaks: string[];
}

function lineBreakOf(paragraph: string): string {
  return paragraph.includes('\r\n') ? '\r\n' : '\n';
}

export const txtFormat: DocumentFormat<TxtSkeleton> = {
  id: 'txt',
  label: 'Plain text',
  extensions: ['.txt'],
  mimeType: 'text/plain',

  extract(input) {
    const { text, encoding } = decodeText(input);
    const { gaps, paragraphs } = splitParagraphs(text);
    return {
      segments: paragraphs.map((paragraph, index) => ({
        id: `p${index + 1}`,
        text: paragraph.replace(/\r\n/g, '\n'),
      })),
      skeleton: { encoding, gaps, lineBreaks: paragraphs.map(lineBreakOf) },
    };
  },

  rebuild({ skeleton }, translations) {
    const paragraphs = translations.map((translation, index) =>
      translation.replace(/\r?\n/g, skeleton.lineBreaks[index] ?? '\n'),
    );
    return encodeText(joinParagraphs({ gaps: skeleton.gaps, paragraphs }), skeleton.encoding);
  },
};
