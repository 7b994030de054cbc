// OpenCV (WebAssembly, @techstark/opencv-js), loaded on first use: its runtime takes 1–2 s to start,
// which only pictures with text on artwork pay.
import { createRequire } from 'node:module';
import type cvModule from '@techstark/opencv-js';

export type OpenCv = typeof cvModule;

/**
 * Emscripten's module object is a thenable that resolves to itself: awaited, or returned from an
 * async function, it would be followed forever. It travels wrapped in an object instead.
 */
interface Loaded {
  cv: OpenCv;
}

let loading: Promise<Loaded> | undefined;

/**
 * Required, not imported: the runtime reports that it is ready through a callback set on the module
 * object itself, which an ES import's interop copy (in Vitest, for one) would not reach.
 */
async function start(): Promise<Loaded> {
  const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
  if (!cv.Mat)
    await new Promise<void>((resolve) => {
      cv.onRuntimeInitialized = resolve;
    });
  return { cv };
}

export function loadOpenCv(): Promise<Loaded> {
  loading ??= start();
  return loading;
}
