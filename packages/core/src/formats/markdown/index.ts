// Markdown (CommonMark with GFM tables, YAML front matter and math): prose, headings, list items, table
// cells, link text, image alt text and the front matter's title and description are translated; the
// file is rewritten by source positions, so every byte around them stays as it was.
import type { DocumentFormat } from '../format';
import { encodeText, type TextEncoding } from '../text-files/text-encoding';
import { extractMarkdownText } from './extract-markdown';
import type { MarkdownEdit } from './markdown-edits';
import { readTextFile } from './read-text-file';
import { rebuildMarkdown } from './rebuild-markdown';

export interface MarkdownSkeleton {
  source: string;
  encoding: TextEncoding;
  edits: MarkdownEdit[];
}

export const markdownFormat: DocumentFormat<MarkdownSkeleton> = {
  id: 'markdown',
  label: 'Markdown',
  extensions: ['.md', '.markdown'],
  mimeType: 'text/markdown',

  extract(input) {
    const { text, encoding } = readTextFile(input, 'Markdown');
    const { segments, edits } = extractMarkdownText(text);
    return { segments, skeleton: { source: text, encoding, edits } };
  },

  rebuild({ segments, skeleton }, translations) {
    const sources = segments.map((segment) => segment.text);
    return encodeText(
      rebuildMarkdown(skeleton.source, skeleton.edits, sources, translations),
      skeleton.encoding,
    );
  },
};
