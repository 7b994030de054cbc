// The site runs from apps/web and reads its content (blog, demo samples, legal texts) from there, with
// paths fixed when their modules load: a test that imports the site's server code imports this first.
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const testsDirectory = process.cwd();
process.chdir(fileURLToPath(new URL('../../../', import.meta.url)));
afterAll(() => process.chdir(testsDirectory));
