// The PDF thread (packages/core/src/formats/pdf/pdf-thread.ts) as one plain JavaScript file, so that the
// built site starts it without a TypeScript loader: in-pdf-thread.ts runs it when NODE_ENV is
// production. npm packages stay outside the bundle (MuPDF and HarfBuzz load their WebAssembly from
// their own folders); only the core's own sources are compiled in.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { localBin, repoRoot, run } from './child-process.mjs';

export const pdfThreadBundle = path.join(repoRoot, 'packages', 'core', 'dist', 'pdf-thread.mjs');

export const pdfThreadBundleExists = () => existsSync(pdfThreadBundle);

/**
 * Resolves to true when the bundle was written. Written beside and then renamed over the old one: servers
 * already running start PDF threads from it, and must never read half a file.
 */
export async function bundlePdfThread() {
  const written = `${pdfThreadBundle}.${process.pid}.tmp`;
  const { code, output } = await run(
    localBin('esbuild'),
    [
      'packages/core/src/formats/pdf/pdf-thread.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${written}`,
    ],
    { capture: true },
  );
  if (code !== 0) {
    console.error(output);
    rmSync(written, { force: true });
    return false;
  }
  renameSync(written, pdfThreadBundle);
  return true;
}
