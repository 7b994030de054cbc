import { describe, expect, test } from 'vitest';
import { routePatterns } from './route-patterns';

const patternOf = routePatterns({
  staticRoutes: [{ page: '/api/jobs', regex: '^/api/jobs(?:/)?$' }],
  dynamicRoutes: [
    { page: '/api/jobs/[id]/download', regex: '^/api/jobs/([^/]+?)/download(?:/)?$' },
    { page: '/[locale]/jobs/[id]', regex: '^/([^/]+?)/jobs/([^/]+?)(?:/)?$' },
  ],
});

describe('the route pattern a request is counted under', () => {
  test('names a dynamic route by its pattern, not its path', () => {
    expect(patternOf('/api/jobs/1234/download')).toBe('/api/jobs/[id]/download');
    expect(patternOf('/fr/jobs/abcd')).toBe('/[locale]/jobs/[id]');
  });

  test('names a static route as itself, with or without a trailing slash', () => {
    expect(patternOf('/api/jobs')).toBe('/api/jobs');
    expect(patternOf('/api/jobs/')).toBe('/api/jobs');
  });

  test("folds Next's hashed assets and unknown paths into one pattern each", () => {
    expect(patternOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(patternOf('/wp-admin.php')).toBe('unmatched');
  });
});
