// A paper's files from arXiv (`ARXIV_URL`, by default the public site): the e-print, which is a gzipped
// tar of the LaTeX project, a gzipped single `.tex`, or the PDF when the authors sent no source; and its
// title and abstract from the export API. Every request waits its turn in the polite queue, and what
// came back is kept on disk per id and version, so a paper is fetched from arXiv once.
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { coreEnvironment, type Environment } from '../environment';
import { UserFacingError } from '../errors';
import { parseXml } from '../formats/xml-toolkit/safe-xml';
import { firstChild, textContent } from '../formats/xml-toolkit/xml-tree';
import { type DownloadLimits, defaultDownloadLimits, downloadFromArxiv } from './arxiv-download';
import { type ArxivId, arxivPath } from './arxiv-id';
import { arxivQueue, type PoliteQueue } from './polite-queue';
import { type ArchiveFile, type ArchiveLimits, defaultArchiveLimits, readTar } from './tar-archive';

export type ArxivSource =
  /** The LaTeX project, from a tar (`packaging: 'tar'`) or a single gzipped `.tex` named `main.tex`. */
  | { kind: 'latex'; packaging: 'tar' | 'single-tex'; files: ArchiveFile[] }
  /** The authors sent no source: only the PDF arXiv made public. */
  | { kind: 'pdf'; pdf: Buffer };

export interface ArxivMetadata {
  title: string;
  abstract: string;
}

export interface ArxivClientOptions {
  environment?: Environment;
  /** Where downloads are kept; by default a folder in the OS's temporary directory. */
  cacheDir?: string;
  queue?: PoliteQueue;
  download?: DownloadLimits;
  archive?: ArchiveLimits;
}

export function arxivBaseUrl(environment: Environment = coreEnvironment()): string {
  return (environment.ARXIV_URL?.trim() || 'https://arxiv.org').replace(/\/+$/, '');
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
const isTar = (bytes: Buffer) => bytes.subarray(257, 262).toString('latin1') === 'ustar';
// A TeX file is text: no NUL byte in its first kilobytes, unlike a tar or any binary.
const looksLikeText = (bytes: Buffer) => bytes.length > 0 && !bytes.subarray(0, 8192).includes(0);

function gunzipBounded(bytes: Buffer, limits: ArchiveLimits): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: limits.maxBytes + 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new UserFacingError(
        'too_large',
        `The paper's source unpacks to more than ${limits.maxBytes / 1024 / 1024} MB.`,
      );
    }
    throw new UserFacingError('bad_file', "The paper's source from arXiv is a damaged gzip file.");
  }
}

/** Tells the e-print's three shapes apart by their bytes, not by what the server says they are. */
export function classifyEprint(
  bytes: Buffer,
  limits: ArchiveLimits = defaultArchiveLimits,
  /** What to say of bytes that are neither: a caller reading a user's upload says it in its own words. */
  neither = 'arXiv sent something that is neither a LaTeX source nor a PDF.',
): ArxivSource {
  if (isPdf(bytes)) return { kind: 'pdf', pdf: bytes };
  const unpacked = isGzip(bytes) ? gunzipBounded(bytes, limits) : bytes;
  if (isTar(unpacked)) return { kind: 'latex', packaging: 'tar', files: readTar(unpacked, limits) };
  if (isPdf(unpacked)) return { kind: 'pdf', pdf: unpacked };
  if (looksLikeText(unpacked)) {
    return { kind: 'latex', packaging: 'single-tex', files: [{ path: 'main.tex', data: unpacked }] };
  }
  throw new UserFacingError('bad_file', neither);
}

/**
 * The cached bytes for `name`, or fetched once and kept; written under a temporary name first so a reader
 * never sees half a file. A read marks the file used (its time), which is what the cache's sweep goes by.
 */
async function cached(cacheDir: string, name: string, fetchBytes: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(cacheDir, name);
  const kept = await readFile(path).catch(() => undefined);
  if (kept) {
    const now = new Date();
    // Swept meanwhile: the bytes in hand are still good.
    await utimes(path, now, now).catch(() => undefined);
    return kept;
  }
  const bytes = await fetchBytes();
  await mkdir(cacheDir, { recursive: true });
  const partial = `${path}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  return bytes;
}

/** `hep-th/9901001v2` → `hep-th_9901001v2`, or `latest` in place of the version: one file per id and version. */
const cacheName = (paper: ArxivId, kind: string) =>
  `${paper.id.replace('/', '_')}${paper.version === undefined ? '-latest' : `v${paper.version}`}.${kind}`;

function settings(options: ArxivClientOptions) {
  return {
    baseUrl: arxivBaseUrl(options.environment),
    cacheDir: options.cacheDir ?? join(tmpdir(), 'verso-arxiv'),
    queue: options.queue ?? arxivQueue,
    download: options.download ?? defaultDownloadLimits,
    archive: options.archive ?? defaultArchiveLimits,
  };
}

export async function fetchArxivSource(
  paper: ArxivId,
  options: ArxivClientOptions = {},
): Promise<ArxivSource> {
  const { baseUrl, cacheDir, queue, download, archive } = settings(options);
  const path = arxivPath(paper);
  const bytes = await cached(cacheDir, cacheName(paper, 'e-print'), () =>
    queue(() => downloadFromArxiv(`${baseUrl}/e-print/${path}`, `source for ${path}`, download)),
  );
  return classifyEprint(bytes, archive);
}

/** The PDF arXiv made of the paper (`${ARXIV_URL}/pdf/{id}{vN}`): what is translated when its source does not compile. */
export async function fetchArxivPdf(paper: ArxivId, options: ArxivClientOptions = {}): Promise<Buffer> {
  const { baseUrl, cacheDir, queue, download } = settings(options);
  const path = arxivPath(paper);
  const pdf = await cached(cacheDir, cacheName(paper, 'pdf'), () =>
    queue(() => downloadFromArxiv(`${baseUrl}/pdf/${path}`, `PDF for ${path}`, download)),
  );
  if (!isPdf(pdf)) throw new UserFacingError('bad_file', `arXiv's PDF of ${path} is not a PDF.`);
  return pdf;
}

/** Title and abstract from the export API's Atom feed, whitespace as TeX would print it. */
export function readArxivFeed(atom: Buffer, path: string): ArxivMetadata {
  const feed = parseXml(atom, 'arXiv API').root;
  const entry = firstChild(feed, 'entry');
  const text = (name: string) => {
    const element = entry && firstChild(entry, name);
    return element ? textContent(element).replace(/\s+/g, ' ').trim() : '';
  };
  const title = text('title');
  // For an unknown id the API answers an entry titled "Error".
  if (!entry || !title || title === 'Error')
    throw new UserFacingError('not_found', `arXiv has no paper ${path}.`);
  return { title, abstract: text('summary') };
}

export async function fetchArxivMetadata(
  paper: ArxivId,
  options: ArxivClientOptions = {},
): Promise<ArxivMetadata> {
  const { baseUrl, cacheDir, queue, download } = settings(options);
  const path = arxivPath(paper);
  const url = `${baseUrl}/api/query?id_list=${encodeURIComponent(path)}`;
  // Read before it is kept, so an error answer is not cached.
  const atom = await cached(cacheDir, cacheName(paper, 'atom'), async () => {
    const answer = await queue(() => downloadFromArxiv(url, `the title and abstract of ${path}`, download));
    readArxivFeed(answer, path);
    return answer;
  });
  return readArxivFeed(atom, path);
}
