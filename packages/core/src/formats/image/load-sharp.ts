// sharp is loaded on first use, in the caller's thread (see pdf/webp-image.ts on why not in a worker).
type Sharp = typeof import('sharp')['default'];

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
