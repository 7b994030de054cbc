// The bundled samples live in apps/web/content/demo, read from the site's directory (where `next start`
// and `next dev` run).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserFacingError } from '@verso/core';
import { demoFormatBySlug, hasDemo } from '@/lib/demo-formats';

export const demoSamplesDir = join(process.cwd(), 'content', 'demo');

export async function readDemoSample(slug: string): Promise<{ input: Buffer; filename: string }> {
  const format = demoFormatBySlug(slug);
  if (!format || !hasDemo(format)) {
    throw new UserFacingError('not_found', `There is no demo sample for "${slug}".`);
  }
  return { input: await readFile(join(demoSamplesDir, format.sample)), filename: format.sample };
}
