// TeX/LaTeX: paragraphs, titles, captions, list items and footnotes are translated; the preamble,
// math, verbatim, comments and every command's arguments stay as written.
import type { DocumentFormat } from '../format';
import type { TextEncoding } from '../text-files/text-encoding';
import { encodeText } from '../text-files/text-encoding';
import { readTexPieces } from './tex-blocks';
import { switchDocumentLanguage } from './tex-language';
import { findTextMacros } from './tex-macros';
import { TexReader } from './tex-reader';
import { renderLayout } from './tex-render';
import { SegmentBuilder, type Spellings, type TexLayout, type TexMarkup } from './tex-segments';
import { decodeTex } from './tex-text';

export interface TexSkeleton {
  encoding: TextEncoding;
  layout: TexLayout;
  markup: Record<number, TexMarkup>[];
  spellings: Spellings[];
}

export const texFormat: DocumentFormat<TexSkeleton> = {
  id: 'tex',
  label: 'LaTeX',
  extensions: ['.tex'],
  mimeType: 'application/x-tex',

  extract(input) {
    const { text, encoding } = decodeTex(input);
    const pieces = readTexPieces({ reader: new TexReader(text), macros: findTextMacros(text) });
    const builder = new SegmentBuilder(text);
    const layout = builder.layoutOf(pieces);
    return {
      segments: builder.segments,
      skeleton: { encoding, layout, markup: builder.markup, spellings: builder.spellings },
    };
  },

  rebuild({ segments, skeleton }, translations, { to }) {
    const text = renderLayout(skeleton.layout, {
      ...skeleton,
      sources: segments.map((segment) => segment.text),
      translations,
    });
    return encodeText(switchDocumentLanguage(text, to), skeleton.encoding);
  },
};
