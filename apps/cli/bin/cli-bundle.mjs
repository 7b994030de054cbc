// The CLI as one JavaScript file: its TypeScript and the workspace packages it imports, compiled by
// esbuild on first use and again when one of them changed. Through tsx's loader every `verso` command
// first compiled and resolved ~700 modules one by one, 2–5 s before it did anything; the bundle loads
// with about half the CPU. npm packages stay outside (several load WebAssembly or native code from their
// own folders), and each source keeps its own `import.meta`, so files it finds beside itself are found.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const cliDir = path.resolve(import.meta.dirname, '..');

/** Where `verso` keeps its bundle: beside the sources, so npm packages resolve as they do from them. */
const defaultBundle = {
  entry: path.join(cliDir, 'src', 'main.ts'),
  outfile: path.join(cliDir, 'dist', 'verso.mjs'),
};

const inputsFileOf = (outfile) => `${outfile}.inputs.json`;

function stampOf(file) {
  const { size, mtimeMs } = statSync(file);
  return `${size} ${mtimeMs}`;
}

/** Whether the bundle exists and every source it was made from is as it was then. */
export function bundleIsFresh(outfile) {
  try {
    statSync(outfile);
    const inputs = JSON.parse(readFileSync(inputsFileOf(outfile), 'utf8'));
    return Object.entries(inputs).every(([file, stamp]) => stampOf(file) === stamp);
  } catch {
    return false;
  }
}

const isOwnSource = (file) => !file.split(path.sep).includes('node_modules');

/** Bare imports but the workspace's own (`@verso/…`) stay imports, resolved by Node at run time. */
const sourcesOnly = {
  name: 'verso-sources-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@verso/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (!isOwnSource(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

/**
 * Compiles `entry` into `outfile` (with its source map) and lists its sources beside it. They are made
 * in a directory of their own and renamed over the old ones: other `verso` commands may be loading the
 * bundle at that moment.
 */
async function writeBundle({ entry, outfile }) {
  const { build } = await import('esbuild');
  const scratch = path.join(path.dirname(outfile), `.${path.basename(outfile)}.${process.pid}`);
  const made = path.join(scratch, path.basename(outfile));
  mkdirSync(scratch, { recursive: true });
  try {
    const { metafile } = await build({
      entryPoints: [entry],
      outfile: made,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      plugins: [sourcesOnly],
    });
    const inputs = Object.fromEntries(
      Object.keys(metafile.inputs)
        .map((input) => path.resolve(input))
        .filter(isOwnSource)
        .map((file) => [file, stampOf(file)]),
    );
    writeFileSync(inputsFileOf(made), JSON.stringify(inputs));
    // The list last: until it is in place, the bundle counts as out of date.
    for (const file of [`${made}.map`, made, inputsFileOf(made)]) {
      renameSync(file, path.join(path.dirname(outfile), path.basename(file)));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The bundle to run, made first when missing or out of date; undefined when it cannot be made (no
 * esbuild, a read-only install), and the launcher runs the sources through tsx instead.
 */
export async function freshBundle(bundle = defaultBundle) {
  if (bundleIsFresh(bundle.outfile)) return bundle.outfile;
  try {
    await writeBundle(bundle);
    return bundle.outfile;
  } catch {
    return undefined;
  }
}
