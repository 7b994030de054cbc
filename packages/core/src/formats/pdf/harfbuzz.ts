// HarfBuzz (harfbuzzjs, a WebAssembly build) shapes the translations: contextual Arabic forms,
// ligatures, Indic conjuncts, mark positioning. Loaded the first time a PDF is rebuilt, like MuPDF.
type HarfBuzzModule = typeof import('harfbuzzjs');

let loading: Promise<HarfBuzzModule> | undefined;

export function loadHarfBuzz(): Promise<HarfBuzzModule> {
  loading ??= import('harfbuzzjs');
  return loading;
}
