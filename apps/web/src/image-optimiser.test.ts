// SPEC §9's image optimiser settings, read from the configuration Next itself loads.
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

describe('image optimiser', () => {
  it('serves from /_next/image at quality 75 with the SPEC sizes', () => {
    expect(nextConfig.images).toMatchObject({
      path: '/_next/image',
      qualities: [75],
      deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
      imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    });
  });
});
