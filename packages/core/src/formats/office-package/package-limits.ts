// How big an office package may get once unzipped. Real documents stay far below these; a ZIP bomb
// (a few kilobytes that inflate to gigabytes) or a package of a million tiny entries does not.

export interface PackageLimits {
  maxEntries: number;
  /** Sum of every entry's uncompressed size. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Uncompressed size over compressed size, checked for entries over `ratioFloorBytes`. */
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
