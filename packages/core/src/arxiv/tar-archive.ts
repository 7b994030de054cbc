// A tar reader and writer for arXiv's source bundles, which are hostile input: only regular files and
// folders are accepted, every path must stay inside the project (no absolute path, no `..`), links and
// devices are refused, and the number of files and their total size are capped.
import { UserFacingError } from '../errors';

export interface ArchiveFile {
  /** Relative, with `/` separators, never leaving the project. */
  path: string;
  data: Buffer;
}

export interface ArchiveLimits {
  maxFiles: number;
  maxBytes: number;
}

export const defaultArchiveLimits: ArchiveLimits = { maxFiles: 2000, maxBytes: 200 * 1024 * 1024 };

const block = 512;

function refused(reason: string): UserFacingError {
  return new UserFacingError('bad_file', `The paper's source archive was refused: ${reason}.`);
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

function octal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  const value = text === '' ? 0 : Number.parseInt(text, 8);
  if (!Number.isSafeInteger(value) || value < 0) throw refused('a file header is damaged');
  return value;
}

/** The path as given, made relative and checked: undefined for the archive's own root (`./`). */
export function safeArchivePath(raw: string): string | undefined {
  if (raw.startsWith('/') || /^[a-z]:/i.test(raw) || raw.includes('\\')) {
    throw refused(`“${raw}” is an absolute path`);
  }
  const parts = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw refused(`“${raw}” points outside the project`);
  return parts.length > 0 ? parts.join('/') : undefined;
}

/** A pax extended header's `path=` record, the one pax key that matters for reading the files. */
function paxPath(data: Buffer): string | undefined {
  return /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1];
}

function typeName(type: string): string {
  if (type === '1' || type === '2') return 'a link';
  return `an entry of type “${type}” (not a file or folder)`;
}

export function readTar(archive: Buffer, limits: ArchiveLimits = defaultArchiveLimits): ArchiveFile[] {
  const files: ArchiveFile[] = [];
  let totalBytes = 0;
  let longName: string | undefined;
  for (let offset = 0; offset + block <= archive.length; ) {
    const header = archive.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    const type = field(header, 156, 1) || '0';
    const dataStart = offset + block;
    if (dataStart + size > archive.length) throw refused('it is truncated');
    const data = archive.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / block) * block;
    // GNU long names and pax headers name the entry that follows them.
    if (type === 'L') longName = data.toString('utf8').replace(/\0.*$/s, '');
    else if (type === 'x') longName = paxPath(data) ?? longName;
    else if (type === 'g') continue;
    else {
      const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
      const raw = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
      longName = undefined;
      if (type === '5') {
        safeArchivePath(raw);
        continue;
      }
      const path = safeArchivePath(raw);
      if (type !== '0' && type !== '7') throw refused(`“${raw}” is ${typeName(type)}`);
      if (!path) throw refused('a file has no name');
      if (files.length >= limits.maxFiles) throw refused(`it holds more than ${limits.maxFiles} files`);
      totalBytes += size;
      if (totalBytes > limits.maxBytes) {
        throw refused(`its files add up to more than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
      }
      files.push({ path, data: Buffer.from(data) });
    }
  }
  return files;
}

function writeOctal(header: Buffer, start: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, start, length, 'ascii');
}

/** Splits a path longer than ustar's 100-byte name field into its prefix and name fields. */
function ustarName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  const cut = path.lastIndexOf('/', 155);
  const prefix = path.slice(0, cut);
  const name = path.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(name) > 100) {
    throw new UserFacingError('bad_file', `The path “${path}” is too long for a tar archive.`);
  }
  return { prefix, name };
}

function fileHeader(file: ArchiveFile): Buffer {
  const header = Buffer.alloc(block);
  const { prefix, name } = ustarName(file.path);
  header.write(name, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, file.data.length);
  // A fixed date: the same project always makes the same archive.
  writeOctal(header, 136, 12, 0);
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.fill(' ', 148, 156);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

export function writeTar(files: readonly ArchiveFile[]): Buffer {
  const parts = files.flatMap((file) => {
    const padding = Buffer.alloc((block - (file.data.length % block)) % block);
    return [fileHeader(file), file.data, padding];
  });
  return Buffer.concat([...parts, Buffer.alloc(block * 2)]);
}
