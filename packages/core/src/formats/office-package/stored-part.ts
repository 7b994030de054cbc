// A part of an uploaded package, kept as it sits compressed in the upload. A large one is inflated only
// when a format reads it, so pictures and embedded files never sit in memory inflated. Its size and
// CRC-32 are checked whenever it is inflated. A part the rebuild leaves as it was is written back with
// these very bytes: nothing is inflated or deflated again for it.
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import type { Entry } from 'yauzl';
import type { PackageEntry } from './office-package';
import { damagedPackage } from './package-errors';

const localHeaderSignature = 0x04034b50;
const localHeaderBytes = 30;

export interface StoredPart {
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

/** The part's bytes, inflated as a stream and checked against its size and CRC-32 as they pass. */
function streamed(part: StoredPart): Readable {
  const check = new PartCheck(part);
  const source = Readable.from([part.compressed], { objectMode: false });
  if (!part.deflated) return source.pipe(check);
  const inflate = createInflateRaw();
  inflate.on('error', (error) => check.destroy(damagedPackage(part.formatName, error.message)));
  return source.pipe(inflate).pipe(check);
}

const storedParts = new WeakMap<PackageEntry, { part: StoredPart; read: () => boolean }>();

function remember(entry: PackageEntry, part: StoredPart, read: () => boolean): PackageEntry {
  storedParts.set(entry, { part, read });
  return entry;
}

function storedPart(input: Buffer, entry: Entry, formatName: string): StoredPart {
  return {
    compressed: compressedBytes(input, entry, formatName),
    deflated: entry.compressionMethod !== 0,
    size: entry.uncompressedSize,
    crc: entry.crc32,
    formatName,
  };
}

/** A package entry whose bytes are inflated on first read, and kept from then on. */
export function storedPartEntry(input: Buffer, entry: Entry, name: string, formatName: string): PackageEntry {
  const part = storedPart(input, entry, formatName);
  let data: Buffer | undefined;
  const packageEntry = {
    name,
    compressed: part.deflated,
    get data() {
      data ??= inflated(part);
      return data;
    },
  };
  return remember(packageEntry, part, () => data !== undefined);
}

/** A package entry inflated now, in one call, and checked against its declared size and CRC-32. */
export function inflatedPartEntry(
  input: Buffer,
  entry: Entry,
  name: string,
  formatName: string,
): PackageEntry {
  const part = storedPart(input, entry, formatName);
  return remember({ name, data: inflated(part), compressed: part.deflated }, part, () => true);
}

/**
 * The entry's bytes as the upload stored them, when the entry is one read from it (a rebuild that edits
 * a part replaces its entry): `check` inflates a part nothing has read yet, as a stream, to refuse it
 * as damaged when it does not match its checksum, without holding it inflated.
 */
export function uploadedBytes(
  entry: PackageEntry,
): { part: StoredPart; check: () => Promise<void> } | undefined {
  const stored = storedParts.get(entry);
  if (!stored) return undefined;
  const check = async () => {
    if (stored.read()) return;
    for await (const _ of streamed(stored.part)) {
      // Only the check matters; the bytes written are the stored ones.
    }
  };
  return { part: stored.part, check };
}
