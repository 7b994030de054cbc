// A large part of an uploaded package, kept as it sits compressed in the upload: inflated only when a
// format reads it, and otherwise streamed into the rebuilt package, so pictures and embedded files
// never sit in memory inflated. Its size and CRC-32 are checked whenever it is inflated.
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import type { Entry } from 'yauzl';
import type { PackageEntry } from './office-package';
import { damagedPackage } from './package-errors';

const localHeaderSignature = 0x04034b50;
const localHeaderBytes = 30;

interface StoredPart {
  compressed: Buffer;
  deflated: boolean;
  size: number;
  crc: number;
  formatName: string;
}

/** The part's compressed bytes, found through its local header. */
function compressedBytes(input: Buffer, entry: Entry, formatName: string): Buffer {
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + localHeaderBytes > input.length || input.readUInt32LE(at) !== localHeaderSignature) {
    throw damagedPackage(formatName, 'a part has no local header');
  }
  const start = at + localHeaderBytes + input.readUInt16LE(at + 26) + input.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > input.length) throw damagedPackage(formatName, 'a part runs past the end of the file');
  return input.subarray(start, end);
}

function checked(part: StoredPart, size: number, crc: number): Error | undefined {
  if (size !== part.size || crc !== part.crc) {
    return damagedPackage(part.formatName, 'a part does not match its recorded size or checksum');
  }
  return undefined;
}

function inflated(part: StoredPart): Buffer {
  let data: Buffer;
  try {
    data = part.deflated
      ? inflateRawSync(part.compressed, { maxOutputLength: part.size + 1 })
      : part.compressed;
  } catch (error) {
    throw damagedPackage(part.formatName, (error as Error).message);
  }
  const problem = checked(part, data.length, crc32(data));
  if (problem) throw problem;
  return data;
}

/** Passes bytes through, failing the stream when they do not add up to the part's size and CRC-32. */
class PartCheck extends Transform {
  private size = 0;
  private crc = 0;

  constructor(private readonly part: StoredPart) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.crc = crc32(chunk, this.crc);
    done(this.size > this.part.size ? checked(this.part, this.size, this.crc) : undefined, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(checked(this.part, this.size, this.crc));
  }
}

function streamed(part: StoredPart): Readable {
  const check = new PartCheck(part);
  const source = Readable.from([part.compressed], { objectMode: false });
  if (!part.deflated) return source.pipe(check);
  const inflate = createInflateRaw();
  inflate.on('error', (error) => check.destroy(damagedPackage(part.formatName, error.message)));
  return source.pipe(inflate).pipe(check);
}

const storedParts = new WeakMap<PackageEntry, { part: StoredPart; read: () => boolean }>();

/** A package entry whose bytes are inflated on first read, and kept from then on. */
export function storedPartEntry(input: Buffer, entry: Entry, name: string, formatName: string): PackageEntry {
  const part: StoredPart = {
    compressed: compressedBytes(input, entry, formatName),
    deflated: entry.compressionMethod !== 0,
    size: entry.uncompressedSize,
    crc: entry.crc32,
    formatName,
  };
  let data: Buffer | undefined;
  const packageEntry = {
    name,
    compressed: part.deflated,
    get data() {
      data ??= inflated(part);
      return data;
    },
  };
  storedParts.set(packageEntry, { part, read: () => data !== undefined });
  return packageEntry;
}

/** Opens the bytes of a stored part nothing has read yet as a stream; undefined for any other entry. */
export function unreadPartOpener(entry: PackageEntry): (() => Readable) | undefined {
  const stored = storedParts.get(entry);
  if (!stored || stored.read()) return undefined;
  return () => streamed(stored.part);
}
