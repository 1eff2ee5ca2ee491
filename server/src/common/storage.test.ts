import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, statusOf } from '../security/raw-http.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { gqlUpload, PNG, postMultipart } from '../test/posts.js';
import { startS3 } from '../test/s3.js';
import { MSG } from './messages.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type Storage } from './storage.js';

/**
 * One suite, two stores: the same uploads, downloads, deletions and refusals against files on disk and against a
 * bucket on a local S3-compatible server (s3rver).
 */

const MAX_BYTES = 64 * 1024;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** The disk or the bucket itself, behind the server's back; paths are relative to where /uploads/ points. */
interface Backing {
  write(rel: string, data: Buffer): Promise<void>;
  has(rel: string): Promise<boolean>;
}

interface Running {
  t: TestApp;
  backing: Backing;
  stop(): Promise<void>;
}

const env = { UPLOAD_MAX_BYTES: String(MAX_BYTES), SEED_DEMO: 'true' };

const STORES = [
  {
    name: 'LocalStorage',
    type: LocalStorage,
    async start(): Promise<Running> {
      // UPLOAD_DIR one level down, so that `..` from it lands in a directory of this test.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-store-'));
      const root = path.join(dir, 'uploads');
      const t = await startTestApp({ ...env, UPLOAD_DIR: root });
      const backing: Backing = {
        async write(rel, data) {
          fs.mkdirSync(path.dirname(path.resolve(root, rel)), { recursive: true });
          fs.writeFileSync(path.resolve(root, rel), data);
        },
        has: async (rel) => fs.existsSync(path.resolve(root, rel)),
      };
      return {
        t,
        backing,
        async stop() {
          await t.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'S3Storage',
    type: S3Storage,
    async start(): Promise<Running> {
      const s3 = await startS3();
      // A prefix, so that `..` from it lands on an object of the bucket outside the store.
      const t = await startTestApp({ ...env, ...s3.env, S3_PREFIX: 'shop' });
      const objectKey = (rel: string) => path.posix.normalize(`shop/${rel}`);
      const backing: Backing = {
        async write(rel, data) {
          await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(rel), Body: data }));
        },
        async has(rel) {
          try {
            await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey(rel) }));
            return true;
          } catch (e) {
            if ((e as { name?: string }).name === 'NotFound') return false;
            throw e;
          }
        },
      };
      return {
        t,
        backing,
        async stop() {
          await t.close();
          await s3.stop();
        },
      };
    },
  },
];

const keyOf = (url: string) => url.slice('/uploads/'.length);

describe.each(STORES)('$name', ({ type, start }) => {
  let running: Running;
  let t: TestApp;
  let storage: Storage;
  let backing: Backing;

  beforeAll(async () => {
    running = await start();
    ({ t, backing } = running);
    storage = t.app.services.storage;
  });
  afterAll(() => running?.stop());

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${t.url}${url}`, { headers });

  it('is the store the settings choose', () => {
    expect(storage).toBeInstanceOf(type);
  });

  it('stores a GraphQL upload and serves it back with the headers of stored files', async () => {
    const { token } = await t.member();
    const res = await gqlUpload<{ updateMyProfile: { pic: string } }>(
      t,
      token,
      'mutation ($image: Upload) { updateMyProfile(input: {}, image: $image) { pic } }',
      {},
      PNG,
    );
    expect(res.errors).toBeUndefined();
    const pic = res.data!.updateMyProfile.pic;
    expect(pic).toMatch(/^\/uploads\/profile\/[0-9a-f-]+\.png$/);
    expect(await backing.has(keyOf(pic))).toBe(true);

    const served = await get(pic);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringMatching(/^sandbox;/),
      'cross-origin-resource-policy': 'same-origin',
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });
  });

  it('stores a REST shim upload', async () => {
    const { token } = await t.member();
    const written = await postMultipart(t, 'POST', '/api/posts/detail', token, { content: '사진 글' }, PNG);
    expect(written.status).toBe(200);
    const [{ pic }] = await t
      .em()
      .getConnection()
      .execute<{ pic: string }[]>('select pic from post where no = ?', [written.body.no]);
    expect(pic).toMatch(/^\/uploads\/post\/[0-9a-f-]+\.png$/);
    expect(await backing.has(keyOf(pic))).toBe(true);
    expect(Buffer.from(await (await get(pic)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers conditional requests with 304 and HEAD without a body', async () => {
    const { url } = await storage.save(Readable.from([PNG]), 'review');
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get(url, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get(url, { 'if-none-match': '"something-else"' })).status).toBe(200);

    const head = await fetch(`${t.url}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('takes the type from the bytes, whatever the name or the claim', async () => {
    const gif = await storage.save(Readable.from([GIF]), 'review');
    expect(gif).toMatchObject({ url: expect.stringMatching(/\.gif$/), mimetype: 'image/gif', bytes: GIF.length });
    expect((await get(gif.url)).headers.get('content-type')).toBe('image/gif');
    const jpeg = await storage.save(Readable.from([JPEG]), 'review');
    expect(jpeg).toMatchObject({ url: expect.stringMatching(/\.jpg$/), mimetype: 'image/jpeg' });
    expect((await get(jpeg.url)).headers.get('content-type')).toBe('image/jpeg');

    const { token } = await t.member();
    const mutation = 'mutation ($image: Upload) { updateMyProfile(input: {}, image: $image) { pic } }';
    const script = await gqlUpload(t, token, mutation, {}, Buffer.from('<svg><script>alert(1)</script></svg>'));
    expect(script.errors?.[0]).toMatchObject({ message: MSG.upload.badType });
    await expect(storage.save(Readable.from([Buffer.from('plain text')]), 'review')).rejects.toMatchObject({
      message: MSG.upload.badType,
    });
  });

  it('keeps to UPLOAD_MAX_BYTES', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length)]);
    expect(await storage.save(Readable.from([exact]), 'review')).toMatchObject({ bytes: MAX_BYTES });
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    await expect(storage.save(Readable.from([over]), 'review')).rejects.toMatchObject({
      message: MSG.upload.tooLarge,
    });

    const { token } = await t.member();
    const mutation = 'mutation ($image: Upload) { updateMyProfile(input: {}, image: $image) { pic } }';
    const big = await gqlUpload(t, token, mutation, {}, Buffer.concat([PNG, Buffer.alloc(70 * 1024)]));
    expect(big.errors?.[0]).toMatchObject({ message: MSG.upload.tooLarge });
  });

  it('deletes by public URL; a URL of no stored file is a no-op', async () => {
    const { url } = await storage.save(Readable.from([PNG]), 'post');
    expect((await get(url)).status).toBe(200);
    await storage.delete(url);
    expect(await backing.has(keyOf(url))).toBe(false);
    const gone = await get(url);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    await storage.delete(url);
    await storage.delete('/uploads/post/never-stored.png');
    await storage.delete('https://images.example.com/post/elsewhere.png');
  });

  it('serves only GET and HEAD, and 404 for what it does not hold', async () => {
    expect((await get('/uploads/review/nothing-here.png')).status).toBe(404);
    expect((await get('/uploads/review')).status).toBe(404);
    expect((await get('/uploads/')).status).toBe(404);
    expect((await get('/uploads/review/%E0%A4%A.png')).status).toBe(404);
    const post = await fetch(`${t.url}/uploads/review/x.png`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses paths that leave the store', async () => {
    await backing.write('../outside.png', PNG);
    await backing.write('.hidden.png', PNG);
    expect((await get('/uploads/..%2Foutside.png')).status).toBe(404);
    expect((await get('/uploads/review/..%2F..%2Foutside.png')).status).toBe(404);
    expect((await get('/uploads/.hidden.png')).status).toBe(404);
    for (const target of ['/uploads/../outside.png', '/uploads/%2e%2e/outside.png']) {
      const { answer } = await rawRequest(
        t.url,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        5000,
      );
      expect(statusOf(answer), target).toBe(404);
    }
    expect(await storage.open('../outside.png')).toEqual({ kind: 'missing' });

    await expect(storage.delete('/uploads/../outside.png')).rejects.toThrow(/outside the store/);
    await expect(storage.delete('/uploads/review/../../outside.png')).rejects.toThrow(/outside the store/);
    expect(await backing.has('../outside.png')).toBe(true);
    await expect(storage.put('../planted.png', PNG, 'image/png')).rejects.toThrow(/outside the store/);
    await expect(storage.save(Readable.from([PNG]), '..')).rejects.toThrow(/outside the store/);
    await expect(storage.put('/absolute.png', PNG, 'image/png')).rejects.toThrow(/outside the store/);
    expect(await backing.has('../planted.png')).toBe(false);
  });

  it('holds the demo pictures a fresh start seeded', async () => {
    const pics = await t.em().getConnection().execute<{ pic: string }[]>('select pic from product order by no limit 3');
    expect(pics.length).toBe(3);
    for (const { pic } of pics) {
      expect(pic).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(await backing.has(keyOf(pic)), pic).toBe(true);
      const served = await get(pic);
      expect(served.headers.get('content-type'), pic).toBe('image/svg+xml');
      expect(await served.text(), pic).toMatch(/^<svg /);
    }
  });
});
