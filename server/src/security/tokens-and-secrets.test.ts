import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { Role } from '../common/enums.js';
import { loadConfig } from '../config/env.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { createTestDatabase } from '../test/db.js';

const OLD_PUBLIC_SECRET = 'scene-shop-development-secret-not-for-production';
const ME = '{ me { no role } }';
const ADMIN_ONLY = 'mutation { sendAlert(input: { userNo: 1, category: ORDER, content: "x" }) { no } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the signing secret', () => {
  it('refuses a token signed with the secret that used to be in the public source', async () => {
    const { user } = await t.member({ role: Role.ADMIN });
    const forged = jwt.sign({ sub: String(user.no), ver: 0, role: 'ADMIN' }, OLD_PUBLIC_SECRET, { expiresIn: '1h' });
    expect((await t.gql(ME, {}, forged)).data).toEqual({ me: null });
    expect((await t.gql(ADMIN_ONLY, {}, forged)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is made at random on first start, kept readable by the server only, and the same after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-secret-'));
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-secret-'));
    expect(loadConfig({ DATA_DIR: other }).JWT_SECRET).not.toBe(first);
  });

  it('refuses a configured secret that is short or a published example', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: OLD_PUBLIC_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'change-me-to-a-long-random-string' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'q8Vn2LxZr5TfW0yHs3KpB7mD1cJ4gA9e' }).JWT_SECRET).toHaveLength(32);
  });
});

describe('tokens', () => {
  it('ends older tokens when the member changes the password', async () => {
    const { token } = await t.member({ pwd: 'old12!@' });
    expect((await t.gql(ME, {}, token)).data?.me).not.toBeNull();
    const changed = await t.gql(
      'mutation ($input: AccountInput!) { updateMyAccount(input: $input) { no } }',
      {
        input: {
          tel: '010-1111-2222',
          zipcode: '06236',
          address: '서울 강남구 1',
          currentPassword: 'old12!@',
          newPassword: 'new12!@',
          newPasswordConfirm: 'new12!@',
        },
      },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect((await t.gql(ME, {}, token)).data).toEqual({ me: null });
  });

  it('refuses a token without an expiry', async () => {
    const { user } = await t.member();
    const forever = jwt.sign({ sub: String(user.no), ver: 0 }, t.config.JWT_SECRET);
    expect((await t.gql(ME, {}, forever)).data).toEqual({ me: null });
  });

  it('never writes a bearer token to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, cb) => void (lines.push(String(chunk)), cb()) });
    const db = await createTestDatabase();
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', DATA_DIR: t.config.DATA_DIR });
    const app = await createApp({ ...config, CLIENT_DIST: '/nonexistent' }, db.url, pino({ level: 'info' }, sink));
    const url = await app.listen(0);
    try {
      const token = jwt.sign({ sub: '1', ver: 0 }, config.JWT_SECRET, { expiresIn: '1h' });
      await fetch(`${url}/api/user/info`, { headers: { authorization: `Bearer ${token}` } });
      const log = lines.join('');
      expect(log).toContain('/api/user/info');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]!);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
