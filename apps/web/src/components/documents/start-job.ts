// Uploads a document to POST /api/jobs and returns the new job's id.
import type { FormatOptions } from '@verso/core';
import { appendFormatOptions } from './FormatOptionsFields';

export interface JobSettings {
  from: string;
  to: string;
  engine: string;
  /** The user's glossary to translate with; none when absent. */
  glossaryId?: string;
  formatOptions: FormatOptions;
}

async function errorMessageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' ? message : `Upload failed (HTTP ${response.status}).`;
}

export async function startJob(file: File, settings: JobSettings): Promise<string> {
  const form = new FormData();
  // The server reads fields as they stream in and needs them before the file part begins.
  form.append('from', settings.from);
  form.append('to', settings.to);
  form.append('engine', settings.engine);
  if (settings.glossaryId) form.append('glossaryId', settings.glossaryId);
  appendFormatOptions(form, settings.formatOptions);
  form.append('file', file, file.name);
  const response = await fetch('/api/jobs', { method: 'POST', body: form });
  if (!response.ok) throw new Error(await errorMessageOf(response));
  const { id } = (await response.json()) as { id: string };
  return id;
}
