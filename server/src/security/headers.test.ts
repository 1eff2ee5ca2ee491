import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('forbid framing, sniffing and foreign scripts on every answer', async () => {
    for (const p of ['/healthz', '/api/main/showDataAll', '/graphql?query=%7B__typename%7D']) {
      const res = await fetch(`${t.url}${p}`, { headers: { accept: 'application/json' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(csp, p).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps personal answers out of every cache', async () => {
    const { user, token } = await t.member();
    const res = await fetch(`${t.url}/api/user/update/${user.no}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves stored files inert: nosniff and a sandbox policy, whatever they contain', async () => {
    const dir = path.join(t.config.UPLOAD_DIR, 'review');
    fs.mkdirSync(dir, { recursive: true });
    // An image signature followed by markup: a browser that sniffed it could run the script.
    fs.writeFileSync(path.join(dir, 'trap.gif'), 'GIF89a<html><script>alert(1)</script></html>');
    fs.writeFileSync(
      path.join(dir, 'trap.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const name of ['trap.gif', 'trap.svg']) {
      const res = await fetch(`${t.url}/uploads/review/${name}`);
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), name).toMatch(/^sandbox;/);
    }
  });
});

describe('uploads', () => {
  it('refuses a visitor’s upload before reading it', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($f: Upload) { updateMyProfile(input: {}, image: $f) { no } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([Buffer.alloc(4 * 1024 * 1024)]), 'big.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(res.status).toBe(401);
    expect(Number(res.headers.get('x-sql-statements'))).toBe(0);
  });

  it('cuts a shim upload at UPLOAD_MAX_BYTES', async () => {
    const { token } = await t.member();
    const form = new FormData();
    form.set('reviewDto', JSON.stringify({ contents: '큰 사진', score: 5 }));
    form.set('pic', new Blob([Buffer.alloc(t.config.UPLOAD_MAX_BYTES + 1024)]), 'big.png');
    const res = await fetch(`${t.url}/api/list/review/1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
  });
});
