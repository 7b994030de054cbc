// Opens an uploaded ZIP package with hard limits checked on its central directory before anything is
// inflated, so a ZIP bomb, a path that climbs out of the package, or a duplicated entry fails with a
// clear message before it costs memory. Small parts are inflated now; large ones stay compressed until
// read (stored-part.ts). yauzl reads the central directory and streams each entry (jszip would inflate
// blindly).
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isUserFacingError } from '../../errors';
import type { OfficePackage, PackageEntry } from './office-package';
import {
  damagedPackage,
  duplicateEntry,
  encryptedPackage,
  notAPackage,
  overLimit,
  unsafeEntryName,
} from './package-errors';
import { largePartBytes, type PackageLimits, packageLimits } from './package-limits';
import { inflatedPartEntry, storedPartEntry } from './stored-part';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function openZip(input: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names stay raw so that an unsafe one is reported as such, not as a damaged file.
    yauzl.fromBuffer(input, { lazyEntries: true, decodeStrings: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

function entryName(entry: Entry, formatName: string): string {
  const raw = entry.fileName as unknown as Buffer;
  const name = raw.toString('utf8');
  if (yauzl.validateFileName(name) !== null || name.includes('\0')) throw unsafeEntryName(formatName, name);
  return name;
}

/** An entry listed in the central directory, checked but not yet inflated. */
interface ListedEntry {
  entry: Entry;
  name: string;
}

class PackageReader {
  private readonly names = new Set<string>();
  private totalBytes = 0;

  constructor(
    private readonly zip: ZipFile,
    private readonly input: Buffer,
    private readonly formatName: string,
    private readonly limits: PackageLimits,
  ) {}

  /** Every limit is checked on the central directory's sizes before a byte is inflated. */
  async readAll(): Promise<OfficePackage> {
    if (this.zip.entryCount > this.limits.maxEntries) {
      throw overLimit(this.formatName, 'entries', this.limits);
    }
    const listed: ListedEntry[] = [];
    for (let entry = await this.next(); entry; entry = await this.next()) {
      const name = this.checkedName(entry);
      if (!name.endsWith('/')) listed.push({ entry, name });
    }
    this.checkPackageRatio();
    const entries: PackageEntry[] = [];
    for (const { entry, name } of listed) entries.push(this.packageEntry(entry, name));
    return { entries };
  }

  private next(): Promise<Entry | undefined> {
    return new Promise((resolve, reject) => {
      const settle = (settleWith: () => void) => {
        this.zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        settleWith();
      };
      const onEntry = (entry: Entry) => settle(() => resolve(entry));
      const onEnd = () => settle(() => resolve(undefined));
      const onError = (error: Error) => settle(() => reject(error));
      this.zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      this.zip.readEntry();
    });
  }

  private checkedName(entry: Entry): string {
    const name = entryName(entry, this.formatName);
    if (this.names.has(name)) throw duplicateEntry(this.formatName, name);
    this.names.add(name);
    if (name.endsWith('/')) return name;
    if (entry.isEncrypted()) throw encryptedPackage(this.formatName);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw damagedPackage(this.formatName, `a part uses compression method ${entry.compressionMethod}`);
    }
    this.checkDeclaredSize(entry);
    return name;
  }

  private packageEntry(entry: Entry, name: string): PackageEntry {
    if (entry.uncompressedSize > largePartBytes)
      return storedPartEntry(this.input, entry, name, this.formatName);
    // A small part is inflated now, in one call (so the limits above hold): a stream for each part cost
    // more than the inflating itself in a package of hundreds of slides.
    return inflatedPartEntry(this.input, entry, name, this.formatName);
  }

  private checkDeclaredSize(entry: Entry): void {
    const { uncompressedSize, compressedSize } = entry;
    if (uncompressedSize > this.limits.maxEntryBytes) throw overLimit(this.formatName, 'entry', this.limits);
    this.totalBytes += uncompressedSize;
    if (this.totalBytes > this.limits.maxTotalBytes) throw overLimit(this.formatName, 'total', this.limits);
    const ratio = uncompressedSize / Math.max(1, compressedSize);
    if (uncompressedSize > this.limits.ratioFloorBytes && ratio > this.limits.maxRatio) {
      throw overLimit(this.formatName, 'ratio', this.limits);
    }
  }

  /** Thousands of small, highly compressed entries are a bomb too, though none is one alone. */
  private checkPackageRatio(): void {
    const ratio = this.totalBytes / Math.max(1, this.input.length);
    if (this.totalBytes > this.limits.ratioFloorBytes && ratio > this.limits.maxRatio) {
      throw overLimit(this.formatName, 'ratio', this.limits);
    }
  }
}

/** Every entry of the package, in order. Throws a UserFacingError naming `formatName` for any bad input. */
export async function readPackage(
  input: Buffer,
  formatName: string,
  limits: PackageLimits = packageLimits,
): Promise<OfficePackage> {
  if (!input.subarray(0, 4).equals(zipSignature)) throw notAPackage(formatName, input);
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(input);
    return await new PackageReader(zip, input, formatName, limits).readAll();
  } catch (error) {
    if (isUserFacingError(error)) throw error;
    throw damagedPackage(formatName, error instanceof Error ? error.message : String(error));
  } finally {
    zip?.close();
  }
}
