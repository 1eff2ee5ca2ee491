import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

const SHOWS = JSON.stringify({ query: '{ shows(page: 0, size: 5) { content { no title } } }' });

const graphqlRead = (t: TestApp) =>
  fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: SHOWS });
const shimRead = (t: TestApp) => fetch(`${t.url}/api/main/showDataAll`);

/** The X-Cache values of repeated reads, until one is a hit (the first answers kept may be dropped by a change). */
async function outcomes(read: () => Promise<Response>): Promise<(string | null)[]> {
  const seen: (string | null)[] = [];
  for (let attempt = 0; attempt < 40 && !seen.includes('hit'); attempt++) {
    const res = await read();
    expect(res.status).toBe(200);
    await res.text();
    seen.push(res.headers.get('x-cache'));
  }
  return seen;
}

let plain: TestApp;
let diagnosed: TestApp;
beforeAll(async () => {
  plain = await startTestApp({ SQL_COUNT_HEADER: 'false' });
  diagnosed = await startTestApp({ SQL_COUNT_HEADER: 'true' });
  await makeShows(plain.em(), 1);
  await makeShows(diagnosed.em(), 1);
});
afterAll(async () => {
  await plain?.close();
  await diagnosed?.close();
});

describe('X-Cache, the response cache outcome for the bench', () => {
  it('is absent by default, on misses and hits alike', async () => {
    for (const read of [graphqlRead, shimRead]) {
      const res = await read(plain);
      expect(res.headers.get('x-cache')).toBeNull();
      await res.text();
      // A later read is a hit (no statement), still without the header.
      for (let attempt = 0; attempt < 40; attempt++) {
        const again = await read(plain);
        await again.text();
        expect(again.headers.get('x-cache')).toBeNull();
        expect(again.headers.get('x-sql-statements')).toBeNull();
      }
    }
  });

  it('says miss, then hit, with SQL_COUNT_HEADER on', async () => {
    for (const read of [graphqlRead, shimRead]) {
      const seen = await outcomes(() => read(diagnosed));
      expect(seen[0]).toBe('miss');
      expect(seen.at(-1)).toBe('hit');
      expect(seen.every((v) => v === 'miss' || v === 'hit')).toBe(true);
    }
  });
});
