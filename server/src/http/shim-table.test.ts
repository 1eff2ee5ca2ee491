import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role } from '../common/enums.js';
import { shimTable } from '../modules/index.js';
import { startTestApp, type TestApp } from '../test/harness.js';

/** Every test source of the project, where a route must be exercised. */
function testSources(): string {
  const roots = ['server/src', 'tests'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.ts$/.test(entry.name) && !full.endsWith('shim-table.test.ts')) files.push(full);
    }
  };
  roots.forEach(walk);
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

/** The route's path as a test would write it: each :param is a literal or a ${…} expression. */
const pathPattern = (p: string) =>
  new RegExp(
    p
      .split(/:\w+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:\\$\\{[^}]+\\}|[\\w%-]+)') + '(?![\\w/])',
  );

const filled = (p: string) => p.replace(/:\w+/g, '1');

/** The lists the console reads besides its admin routes (admin-console §7). */
const CONSOLE_READS = ['/api/admin/product/:no/reviews', '/api/main/showDataAll'];

/** The keys a route's query schema knows, through its REST adaptors (preprocess steps in front of the schema). */
function queryKeys(schema: z.ZodType | undefined): string[] {
  let inner = schema;
  while (inner instanceof z.ZodPipe) inner = (inner.out instanceof z.ZodTransform ? inner.in : inner.out) as z.ZodType;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the shim table', () => {
  it('has one entry per method and path, each under /api (or /posts and /admin/popup, as the spec gives them)', () => {
    const keys = shimTable.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of shimTable) {
      expect(r.path, r.path).toMatch(/^\/(api\/|posts\/(latest|popular)$|admin\/popup(\/:no(\/status)?)?$)/);
    }
  });

  it('has a test that calls every entry (a new route without a test fails here)', () => {
    const sources = testSources();
    expect(pathPattern('/api/never/called/:no').test(sources)).toBe(false);
    expect(pathPattern('/api/order/orderlist/:userNo').test('`/api/order/orderlist/${user.no}?page=0`')).toBe(true);
    const untested = shimTable.filter((r) => !pathPattern(r.path).test(sources)).map((r) => `${r.method} ${r.path}`);
    expect(untested).toEqual([]);
  });

  it('answers every member-only entry with 401 for a visitor, before reading anything', async () => {
    for (const r of shimTable.filter((x) => x.policy !== 'anyone')) {
      const res = await t.rest(r.method, filled(r.path), r.method === 'GET' ? {} : { body: {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(401);
      expect(res.statements, `${r.method} ${r.path}`).toBe(0);
    }
  });

  // The admin's routes refuse a member before they read the input, so they are called as the admin.
  const callerOf = async (r: (typeof shimTable)[number]) =>
    (await t.member(r.policy === 'admin' ? { role: Role.ADMIN } : {})).token;

  it('answers a malformed number in any path with 400', async () => {
    for (const r of shimTable.filter((x) => /:\w*(no|No|n)\b/.test(x.path))) {
      const res = await t.rest(r.method, r.path.replace(/:\w+/g, 'x1'), {
        token: await callerOf(r),
        body: r.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(400);
    }
  });

  it('refuses unknown query keys everywhere', async () => {
    for (const r of shimTable.filter((x) => x.method === 'GET' && !x.path.includes(':'))) {
      const res = await t.rest('GET', `${r.path}?unexpected=1`, { token: await callerOf(r) });
      expect(res.status, r.path).toBe(400);
    }
  });

  it("reads '' as an unset value of every query key of the console's lists, as it sends its unset filters", async () => {
    const lists = shimTable.filter(
      (x) =>
        x.method === 'GET' && queryKeys(x.query).length && (x.policy === 'admin' || CONSOLE_READS.includes(x.path)),
    );
    expect(lists.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/admin/product', '/api/admin/orders', '/api/admin/product/:no/reviews']),
    );
    for (const r of lists) {
      const token = await callerOf(r);
      const blank = `${filled(r.path)}?${queryKeys(r.query)
        .map((key) => `${key}=`)
        .join('&')}`;
      const unset = await t.rest('GET', filled(r.path), { token });
      const res = await t.rest('GET', blank, { token });
      expect(res.status, blank).toBe(unset.status);
      if (r.policy === 'admin') expect(res.status, blank).not.toBe(400);
    }
  });
});
