// Types of web-builds.mjs for the TypeScript that uses it (apps/web/server/main.ts and the tests).
export declare const buildsFolder: string;
export declare function processIsAlive(pid: number): boolean;
export declare function buildNameFor(fingerprint: string): string;
export declare function distDirOf(name: string): string;
export declare function tsconfigOf(distDir: string): string;
export declare function buildIsComplete(webDir: string, fingerprint: string): boolean;
export declare function markComplete(webDir: string, fingerprint: string): void;
export declare function currentBuild(webDir: string): string | null;
export declare function makeCurrent(webDir: string, name: string): void;
export declare function claimCurrentBuild(webDir: string, pid?: number): string | null;
export declare function releaseBuild(webDir: string, pid?: number): void;
export declare function lockBuild(
  webDir: string,
  name: string,
  pid?: number,
  isAlive?: (pid: number) => boolean,
): boolean;
export declare function unlockBuild(webDir: string, name: string): void;
export declare function prepareBuildDir(webDir: string, name: string): string;
export declare function pruneBuilds(webDir: string, isAlive?: (pid: number) => boolean): string[];
