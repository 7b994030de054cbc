// OpenCV (WebAssembly, @techstark/opencv-js), loaded on first use: its runtime takes 1–2 s to start,
// which only pictures with text on artwork pay.
import type cvModule from '@techstark/opencv-js';

export type OpenCv = typeof cvModule;

let loading: Promise<OpenCv> | undefined;

async function start(): Promise<OpenCv> {
  const loaded = (await import('@techstark/opencv-js')).default as OpenCv | Promise<OpenCv>;
  const cv = await loaded;
  if (!cv.Mat)
    await new Promise<void>((resolve) => {
      cv.onRuntimeInitialized = resolve;
    });
  return cv;
}

export function loadOpenCv(): Promise<OpenCv> {
  loading ??= start();
  return loading;
}
