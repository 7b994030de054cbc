// TEST DOUBLE of arXiv (ARXIV_URL) for the tests: a node:http server on 127.0.0.1 answering the three
// paths Verso uses, `/e-print/{id}` (the paper's source, tarred and gzipped on the fly from a fixture
// folder, a gzipped single `.tex`, raw bytes, or a PDF), `/pdf/{id}` (the paper's PDF, when it has one)
// and `/api/query?id_list={id}` (an Atom feed with the title and abstract). It records every request, so tests can count what reached "arXiv".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ArchiveFile, writeTar } from '../tar-archive';

/** What the export API says of a paper, and the PDF `/pdf/{id}` serves (a paper served as `pdf` is its own). */
interface PaperPage {
  title?: string;
  abstract?: string;
  pdf?: string;
}

export type DoublePaper = PaperPage &
  (
    | /** A fixture folder, served as a gzipped tar of its files. */
    { kind: 'folder'; dir: string }
    /** One `.tex` file, served gzipped as arXiv serves single-file sources. */
    | { kind: 'single-tex'; file: string }
    /** A PDF, served as is, as arXiv serves papers without source. */
    | { kind: 'pdf'; file: string }
    /** Bytes served as is: hostile or damaged archives. */
    | { kind: 'bytes'; bytes: Buffer }
  );

export interface ArxivDouble {
  url: string;
  /** The paths asked for, in order (`/e-print/2401.00001v1`). */
  requests: string[];
  close(): Promise<void>;
}

export function folderFiles(dir: string): ArchiveFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .sort()
    .map((path) => ({ path: relative(dir, path), data: readFileSync(path) }));
}

function eprintOf(paper: DoublePaper): Buffer {
  switch (paper.kind) {
    case 'folder':
      return gzipSync(writeTar(folderFiles(paper.dir)));
    case 'single-tex':
      return gzipSync(readFileSync(paper.file));
    case 'pdf':
      return readFileSync(paper.file);
    case 'bytes':
      return paper.bytes;
  }
}

const pdfOf = (paper: DoublePaper) => (paper.kind === 'pdf' ? paper.file : paper.pdf);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function atomFeed(id: string, paper: DoublePaper | undefined): string {
  const entry = paper
    ? `<entry><id>http://arxiv.org/abs/${id}</id><title>${escapeXml(paper.title ?? 'A Test Paper')}</title>
  <summary>${escapeXml(paper.abstract ?? 'An abstract.')}</summary></entry>`
    : '<entry><id>http://arxiv.org/api/errors</id><title>Error</title><summary>incorrect id format</summary></entry>';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">${entry}</feed>`;
}

/**
 * `papers` by arXiv path as asked for: `2401.00001` answers `/e-print/2401.00001` and `…v1`. On a free
 * port unless given one (the e2e run's sites are told its address before it starts).
 */
export async function startArxivDouble(papers: Record<string, DoublePaper>, port = 0): Promise<ArxivDouble> {
  const requests: string[] = [];
  const find = (path: string) => papers[path] ?? papers[path.replace(/v\d+$/, '')];
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://double');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/e-print/')) {
      const paper = find(url.pathname.slice('/e-print/'.length));
      if (!paper) return outgoing.writeHead(404).end('not found');
      return outgoing.writeHead(200, { 'content-type': 'application/octet-stream' }).end(eprintOf(paper));
    }
    if (url.pathname.startsWith('/pdf/')) {
      const paper = find(url.pathname.slice('/pdf/'.length));
      const pdf = paper && pdfOf(paper);
      if (!pdf) return outgoing.writeHead(404).end('not found');
      return outgoing.writeHead(200, { 'content-type': 'application/pdf' }).end(readFileSync(pdf));
    }
    if (url.pathname === '/api/query') {
      const id = url.searchParams.get('id_list') ?? '';
      return outgoing.writeHead(200, { 'content-type': 'application/atom+xml' }).end(atomFeed(id, find(id)));
    }
    outgoing.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
