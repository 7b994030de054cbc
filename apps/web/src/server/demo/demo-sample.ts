// The bundled samples live in apps/web/content/demo, read from the site's directory (where `next start`
// and `next dev` run); the arXiv demo's sample paper is the LaTeX project in its folder library-paper/.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserFacingError } from '@verso/core';
import type { DemoPaperSource } from '@verso/services';
import { demoFormatBySlug, hasDemo } from '@/lib/demo-formats';

export const demoSamplesDir = join(process.cwd(), 'content', 'demo');

export async function readDemoSample(slug: string): Promise<{ input: Buffer; filename: string }> {
  const format = demoFormatBySlug(slug);
  if (!format || !hasDemo(format)) {
    throw new UserFacingError('not_found', `There is no demo sample for "${slug}".`);
  }
  return { input: await readFile(join(demoSamplesDir, format.sample)), filename: format.sample };
}

export const samplePaperName = 'library-paper';

/** The sample paper written for the arXiv demo: its files, with their paths inside the project. */
export async function readSamplePaper(): Promise<DemoPaperSource> {
  const dir = join(demoSamplesDir, samplePaperName);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path: path.slice(dir.length + 1), data: await readFile(path) };
      }),
  );
  return { name: samplePaperName, files };
}
