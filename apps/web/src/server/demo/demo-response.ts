// A demo result as the page reads it: page images as data URLs and the translated file in base64, so
// nothing has to be stored for the browser to fetch later.
import type { DocumentPreview } from '@verso/core';
import type { DemoResult } from '@verso/services';

export interface PageBody {
  /** A data URL of the page's PNG. */
  src: string;
  text: string;
}

export type PreviewBody = { kind: 'pages'; pages: PageBody[] } | { kind: 'text'; text: string };

export interface DemoResponseBody {
  wordCount: number;
  original: PreviewBody;
  translated: PreviewBody;
  download: { filename: string; mimeType: string; base64: string };
}

function previewBody(preview: DocumentPreview): PreviewBody {
  if (preview.kind === 'text') return preview;
  return {
    kind: 'pages',
    pages: preview.pages.map(({ png, text }) => ({
      src: `data:image/png;base64,${png.toString('base64')}`,
      text,
    })),
  };
}

export function demoResponseBody(result: DemoResult): DemoResponseBody {
  return {
    wordCount: result.wordCount,
    original: previewBody(result.original),
    translated: previewBody(result.translated),
    download: {
      filename: result.filename,
      mimeType: result.mimeType ?? 'application/octet-stream',
      base64: result.output.toString('base64'),
    },
  };
}
