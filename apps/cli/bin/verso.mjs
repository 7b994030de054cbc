#!/usr/bin/env node
// Launcher: the CLI is TypeScript run without a build step. It runs from a bundle of its sources, made
// on first use and whenever a source changed (cli-bundle.mjs); when none can be made, from the sources
// through tsx's loader.
import { pathToFileURL } from 'node:url';
import { freshBundle } from './cli-bundle.mjs';

const bundle = await freshBundle();
if (bundle) {
  // A bug's stack names the TypeScript source lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
