// Where uploads and results live. Local disk now; an S3-compatible driver fits the same shape.
import type { Readable } from 'node:stream';

export interface Storage {
  /** Streams `source` to `key`; rejects with a `too_large` UserFacingError past `limitBytes`. */
  write(key: string, source: Readable, limitBytes: number): Promise<{ size: number }>;
  read(key: string): Readable;
  readAll(key: string): Promise<Buffer>;
  /** The whole file, or undefined when nothing is stored under `key`. */
  readIfPresent(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}
