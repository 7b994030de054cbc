// The job form sent to POST /api/jobs (start) and POST /api/jobs/quote (the price before starting).
import type { Formality, FormatOptions } from '@verso/core';
import type { Payer } from '@verso/services';
import { appendFormatOptions } from './FormatOptionsFields';

export interface JobSettings {
  from: string;
  to: string;
  engine: string;
  /** The user's glossary to translate with; none when absent. */
  glossaryId?: string;
  formatOptions: FormatOptions;
  /** Which wallet pays; the user's own when absent. */
  wallet?: Payer;
  /** A free preview of the first part, rather than the whole document at once. */
  preview?: boolean;
  /** How formal the translation should sound; the engine's default when absent. */
  formality?: Formality;
}

/** What the server would charge for a document with these settings. */
export interface JobQuote {
  wordCount: number;
  /** A picture's pages: it is priced by the page, and its words are counted when the job reads it. */
  pageCount?: number;
  /** A recording's length in seconds: it is priced by the started minute, its words counted when it is heard. */
  mediaSeconds?: number;
  /** The pictures whose lettering is translated too (translateImages), each priced as an image page. */
  pictureCount?: number;
  credits: number;
  balance: number;
  /** The source language, detected when "auto" was chosen. */
  from: string;
  sourceDetected: boolean;
  /** The language the document's text looks written in, when that is clear. */
  looksWrittenIn?: string;
  engine: string;
}

async function errorMessageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' ? message : `Upload failed (HTTP ${response.status}).`;
}

function jobForm(file: File, settings: JobSettings): FormData {
  const form = new FormData();
  // The server reads fields as they stream in and needs them before the file part begins.
  form.append('from', settings.from);
  form.append('to', settings.to);
  form.append('engine', settings.engine);
  if (settings.glossaryId) form.append('glossaryId', settings.glossaryId);
  if (settings.wallet) form.append('wallet', settings.wallet);
  if (settings.preview) form.append('preview', 'true');
  if (settings.formality) form.append('formality', settings.formality);
  appendFormatOptions(form, settings.formatOptions);
  form.append('file', file, file.name);
  return form;
}

async function post<T>(url: string, file: File, settings: JobSettings): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: jobForm(file, settings) });
  if (!response.ok) throw new Error(await errorMessageOf(response));
  return (await response.json()) as T;
}

export async function startJob(file: File, settings: JobSettings): Promise<string> {
  return (await post<{ id: string }>('/api/jobs', file, settings)).id;
}

export const quoteJob = (file: File, settings: JobSettings) =>
  post<JobQuote>('/api/jobs/quote', file, settings);
