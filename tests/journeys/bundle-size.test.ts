import { describe, expect, it } from 'vitest';
import { assertClientBuilt, CLIENT_DIST } from './browser.js';
import { firstLoadFiles, gzipBytes, HOME_AREA } from './first-load.js';

/**
 * The storefront's first load of /user/main stays within 172,000 bytes of gzipped JavaScript: issue 12's 170 KB, plus
 * the 2 KB of graphql's own `print` that Apollo sends documents with since issue 22 (a hand-kept copy saved them).
 */
const HOME_BUDGET = 172_000;

describe('bundle size (built client)', () => {
  it('loads /user/main with at most 172,000 bytes of gzipped JavaScript', () => {
    assertClientBuilt();
    const files = firstLoadFiles(CLIENT_DIST, [HOME_AREA]);
    const bytes = gzipBytes(CLIENT_DIST, files);
    console.info(`/user/main first load: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`);
    expect(bytes).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it('keeps the console, the playground and the other areas out of the first load', () => {
    const files = firstLoadFiles(CLIENT_DIST, [HOME_AREA]).join(' ');
    for (const area of [
      'admin-pages',
      'playground',
      'monaco',
      'mypage-pages',
      'shop-pages',
      'victory',
      'statistics-pages',
      'fashion-pages',
    ]) {
      expect(files).not.toContain(area);
    }
  });
});
