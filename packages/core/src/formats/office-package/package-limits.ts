// How big an office package may get once unzipped. Real documents stay far below these; a ZIP bomb
// (a few kilobytes that inflate to gigabytes) or a package of a million tiny entries does not.
import type { ReadLimits } from '../format';

export interface PackageLimits {
  maxEntries: number;
  /** Sum of every entry's uncompressed size. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /**
   * Uncompressed size over compressed size, checked for each entry over `ratioFloorBytes` and for the
   * whole package once it unpacks past that floor (many small bombs are one big one).
   */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const packageLimits: PackageLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 512 * 1024 * 1024,
  // Plain XML compresses 10–30×; a run of one repeated byte compresses 1000×.
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** Parts larger than this stay compressed until a format reads them (stored-part.ts). */
export const largePartBytes = 1024 * 1024;

/** The limits with the operator's bound on the unpacked size, when there is one. */
export function packageLimitsWithin(limits: ReadLimits | undefined): PackageLimits {
  const maxTotalBytes = limits?.maxInflatedBytes;
  if (maxTotalBytes === undefined) return packageLimits;
  return {
    ...packageLimits,
    maxTotalBytes,
    maxEntryBytes: Math.min(packageLimits.maxEntryBytes, maxTotalBytes),
  };
}
