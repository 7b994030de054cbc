// Next.js configuration: workspace packages are TypeScript source, so Next compiles them itself.
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// Each production build has a directory of its own, which scripts/build-web.mjs chooses and the server
// (server/main.ts) reads (scripts/lib/web-builds.mjs); `next dev` and `next typegen` keep to .next.
const distDir = process.env.VERSO_DIST_DIR || '.next';

const nextConfig: NextConfig = {
  distDir,
  transpilePackages: ['@verso/brands', '@verso/core', '@verso/services', '@verso/db'],
  // Native or worker-spawning modules must be required at run time, not bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'bullmq',
    'ioredis',
    'mupdf',
    'harfbuzzjs',
    'bidi-js',
    'yauzl',
    'yazl',
    // A native addon and a 10 MB WebAssembly build: loaded from node_modules as they are, never bundled.
    '@napi-rs/canvas',
    '@techstark/opencv-js',
    // Hyphenation patterns, one file per language, required by name when a picture is typeset.
    'hyphen',
    // Beside @aws-sdk/client-s3, which Next leaves external already: one copy of the SDK is loaded.
    '@aws-sdk/lib-storage',
    '@aws-sdk/s3-request-presigner',
  ],
  // Next 16 changed these defaults; SPEC §9 fixes them, so they are spelled out.
  images: {
    path: '/_next/image',
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
  // A build checks its types with its own generated route types (web-builds.mjs writes the configuration).
  typescript: {
    ignoreBuildErrors: false,
    ...(distDir === '.next' ? {} : { tsconfigPath: `${distDir}.tsconfig.json` }),
  },
  // The front server compresses answers (server/security-layer.ts): it must put each page's script nonce
  // in before the page is compressed.
  compress: false,
  experimental: {
    // Pages are cached once rendered (see app/[locale]/layout.tsx), with the variant of the server that
    // rendered them. Kept in that server's memory only: variant servers sharing one build must never read
    // each other's pages from disk.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
