// Sends a demo request to POST /api/demo and reads the answer, or the error the server explained.
import type { DemoResponseBody } from '@/server/demo/demo-response';

/** A format's sample or a file; or an arXiv paper: the demo's own (`paper: 'sample'`) or one named by its id. */
export type DemoDocument = { sample: string } | { file: File } | { paper: 'sample' } | { arxiv: string };

export class DemoFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function demoForm(document: DemoDocument, from: string, to: string): FormData {
  const form = new FormData();
  form.append('from', from);
  form.append('to', to);
  if ('sample' in document) form.append('sample', document.sample);
  else if ('file' in document) form.append('file', document.file, document.file.name);
  else if ('arxiv' in document) form.append('arxiv', document.arxiv);
  else form.append('paper', document.paper);
  return form;
}

export async function runDemo(document: DemoDocument, from: string, to: string): Promise<DemoResponseBody> {
  const response = await fetch('/api/demo', { method: 'POST', body: demoForm(document, from, to) });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as DemoResponseBody;
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  throw new DemoFailure(typeof error === 'string' ? error : `HTTP ${response.status}`, response.status);
}

/** The translated file as a link target the browser can save. */
export function downloadUrl({ base64, mimeType }: DemoResponseBody['download']): string {
  return `data:${mimeType};base64,${base64}`;
}
