// The route a request matched, as Next names it ("/[locale]/jobs/[id]"), for the HTTP metrics: raw
// paths would make one time series per job id. Read from the build's routes manifest, which lists
// every page and API route with the regular expression Next matches it by.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  page: string;
  regex: string;
}

export interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

/** Next's own files: one pattern each, whatever the build hash. */
const nextAssets = /^\/_next\/(static|image|data)\b/;

export function routePatterns(manifest: RoutesManifest): (pathname: string) => string {
  const exact = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (pathname) => {
    const asset = nextAssets.exec(pathname);
    if (asset) return `/_next/${asset[1]}`;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    return exact.get(trimmed) ?? dynamic.find((route) => route.regex.test(trimmed))?.page ?? 'unmatched';
  };
}

/** The patterns of the build in `distDir`; every path is "unmatched" when there is no build to read. */
export function builtRoutePatterns(distDir: string): (pathname: string) => string {
  try {
    const file = path.join(distDir, 'routes-manifest.json');
    return routePatterns(JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest);
  } catch {
    return routePatterns({});
  }
}
