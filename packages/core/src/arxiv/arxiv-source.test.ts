import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArxivClientOptions, arxivBaseUrl, fetchArxivMetadata, fetchArxivSource } from './arxiv-source';
import { politeQueue } from './polite-queue';
import { type ArxivDouble, startArxivDouble } from './testing/arxiv-double';

const fixtures = join(import.meta.dirname, 'fixtures');
const scratch = mkdtempSync(join(tmpdir(), 'verso-arxiv-test-'));

/** A tarball made by GNU tar holding a real symbolic link to a file outside the project. */
function tarballWithSymlink(): Buffer {
  const dir = join(scratch, 'symlinked');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.tex'), '\\documentclass{article}');
  symlinkSync('/etc/passwd', join(dir, 'secrets.tex'));
  return execFileSync('tar', ['-czf', '-', '-C', dir, 'main.tex', 'secrets.tex']);
}

let arxiv: ArxivDouble;
let options: ArxivClientOptions;

beforeAll(async () => {
  arxiv = await startArxivDouble({
    '2401.00001': {
      kind: 'folder',
      dir: join(fixtures, 'several-files'),
      title: 'A Small House\n  in the Garden',
      abstract: 'We describe a small house.',
    },
    '2401.00002': { kind: 'single-tex', file: join(fixtures, 'single-tex', 'paper.tex') },
    '2401.00003': { kind: 'pdf', file: join(fixtures, 'pdf-only.pdf') },
    'hep-th/9901001': { kind: 'bytes', bytes: tarballWithSymlink() },
    '2401.00005': { kind: 'bytes', bytes: gzipSync(Buffer.alloc(4 * 1024 * 1024)) },
  });
  options = {
    environment: { ARXIV_URL: `${arxiv.url}/` },
    cacheDir: join(scratch, 'cache'),
    queue: politeQueue(0),
  };
});

afterAll(async () => {
  await arxiv.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a paper from arXiv', () => {
  it('uses ARXIV_URL, or the public site', () => {
    expect(arxivBaseUrl({})).toBe('https://arxiv.org');
    expect(arxivBaseUrl({ ARXIV_URL: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9');
  });

  it('unpacks a gzipped tar into the project’s files, and fetches it only once per version', async () => {
    const source = await fetchArxivSource({ id: '2401.00001', version: 1 }, options);
    expect(source).toMatchObject({ kind: 'latex', packaging: 'tar' });
    const paths = source.kind === 'latex' ? source.files.map((file) => file.path) : [];
    expect(paths.sort()).toEqual(['figures/house.png', 'main.tex', 'refs.bib', 'sections/intro.tex']);
    await fetchArxivSource({ id: '2401.00001', version: 1 }, options);
    expect(arxiv.requests.filter((path) => path === '/e-print/2401.00001v1')).toHaveLength(1);
  });

  it('names a gzipped single .tex main.tex', async () => {
    const source = await fetchArxivSource({ id: '2401.00002' }, options);
    expect(source).toMatchObject({ kind: 'latex', packaging: 'single-tex', files: [{ path: 'main.tex' }] });
  });

  it('reports a paper without source as a PDF, with its bytes', async () => {
    const source = await fetchArxivSource({ id: '2401.00003' }, options);
    expect(source.kind).toBe('pdf');
    expect(source.kind === 'pdf' && source.pdf.equals(readFileSync(join(fixtures, 'pdf-only.pdf')))).toBe(
      true,
    );
  });

  it('refuses a source archive holding a symbolic link', async () => {
    await expect(fetchArxivSource({ id: 'hep-th/9901001' }, options)).rejects.toThrow(
      /source archive was refused: “secrets\.tex” is a link/,
    );
  });

  it('refuses a download over the size limit, and a gzip that unpacks too large', async () => {
    const small = { ...options, download: { timeoutMs: 5000, maxBytes: 100 } };
    await expect(fetchArxivSource({ id: '2401.00001', version: 9 }, small)).rejects.toMatchObject({
      code: 'too_large',
    });
    const archive = { maxFiles: 10, maxBytes: 1024 * 1024 };
    await expect(fetchArxivSource({ id: '2401.00005' }, { ...options, archive })).rejects.toThrow(
      /unpacks to more than 1 MB/,
    );
  });

  it('says when arXiv has no such paper', async () => {
    await expect(fetchArxivSource({ id: '2401.99999' }, options)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(fetchArxivMetadata({ id: '2401.99999' }, options)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('reads the title and abstract from the export API', async () => {
    expect(await fetchArxivMetadata({ id: '2401.00001' }, options)).toEqual({
      title: 'A Small House in the Garden',
      abstract: 'We describe a small house.',
    });
    expect(arxiv.requests).toContain('/api/query?id_list=2401.00001');
  });
});
