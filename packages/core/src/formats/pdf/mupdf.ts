// MuPDF.js is a WebAssembly build that compiles on import (≈ 100 ms); it is loaded the first time a
// PDF is opened, so processes that never see a PDF never pay for it.
type MupdfModule = typeof import('mupdf');

let loading: Promise<MupdfModule> | undefined;

export function loadMupdf(): Promise<MupdfModule> {
  loading ??= import('mupdf');
  return loading;
}
