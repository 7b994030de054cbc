// Where uploads and results live: local disk (localDiskStorage.ts) or an S3-compatible bucket (s3Storage.ts).
import type { Readable } from 'node:stream';

/** One stored file, as `list` finds it. */
export interface StoredObject {
  key: string;
  size: number;
}

export interface Storage {
  /** Streams `source` to `key`; rejects with a `too_large` UserFacingError past `limitBytes`. */
  write(key: string, source: Readable, limitBytes: number): Promise<{ size: number }>;
  read(key: string): Readable;
  readAll(key: string): Promise<Buffer>;
  /** The whole file, or undefined when nothing is stored under `key`. */
  readIfPresent(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored file, a page at a time (`verso backup`), so a large store is never held in memory. */
  list(): AsyncIterable<StoredObject>;
  /**
   * A short-lived link that serves the file directly, with these response headers, when the storage
   * can make one (S3); the site then redirects to it instead of streaming the file through itself.
   */
  downloadUrl?(key: string, response: { contentType: string; contentDisposition: string }): Promise<string>;
}
