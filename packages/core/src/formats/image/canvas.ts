// @napi-rs/canvas, loaded on first use: its native module takes ≈ 1.4 s to load, which every process that
// loads the format registry (the CLI, the worker, the site) would otherwise pay at its start.
import { createRequire } from 'node:module';

type Canvas = typeof import('@napi-rs/canvas');

let canvas: Canvas | undefined;

export function loadCanvas(): Canvas {
  canvas ??= createRequire(import.meta.url)('@napi-rs/canvas') as Canvas;
  return canvas;
}
