// Types of cli-bundle.mjs for the TypeScript that uses it (its tests).
export interface Bundle {
  entry: string;
  outfile: string;
}
export declare function bundleIsFresh(outfile: string): boolean;
export declare function freshBundle(bundle?: Bundle): Promise<string | undefined>;
