// A paper whose translation does not compile falls back to arXiv's PDF; a job cancelled while that PDF is
// still on its way stops at once, not when arXiv answers. Real latexmk; "arXiv" here is a server that
// takes the PDF request and never answers it.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TranslatedDocument } from '@verso/core';
import { writeTar } from '@verso/core/arxiv/tar-archive';
import { folderFiles } from '@verso/core/arxiv/testing/arxiv-double';
import { expect, test } from 'vitest';
import { arxivPaperRun } from './arxivPaperRun';

const broken = join(import.meta.dirname, '../../../core/src/arxiv/fixtures/broken');

test('a job cancelled while it waits for the fallback PDF stops at once', async () => {
  const job = new AbortController();
  const server = createServer((incoming) => {
    if (incoming.url?.startsWith('/pdf/')) job.abort(new Error('The job was cancelled.'));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const arxiv = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cacheDir: mkdtempSync(join(tmpdir(), 'verso-arxiv-')),
    cacheLimits: { maxAgeDays: 1, maxBytes: 10_000_000 },
  };
  const project = gzipSync(writeTar(folderFiles(broken)));
  // The source comes back as it was: it does not compile, translated or not.
  const untranslated = async (input: Buffer, _converted: boolean, filename: string) =>
    ({ output: input, filename, segments: [] }) as unknown as TranslatedDocument;
  try {
    const run = arxivPaperRun(
      arxiv,
      { fileName: '2402.00020.tar.gz', targetLang: 'es' },
      '2402.00020',
      project,
      untranslated,
      {
        signal: job.signal,
        onProgress: async () => {},
      },
    );
    await expect(run).rejects.toThrow('The job was cancelled.');
  } finally {
    server.closeAllConnections();
    server.close();
  }
}, 60_000);
