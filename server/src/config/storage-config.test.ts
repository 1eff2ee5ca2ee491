import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { createStorage } from './create-storage.js';
import { S3Storage } from '../common/s3-storage.js';
import { LocalStorage } from '../common/storage.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
/** A signing secret of its own, so that loading the settings writes none into DATA_DIR. */
const load = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'a-test-signing-secret-of-enough-length-1', ...env });

describe('S3 settings', () => {
  it('keep uploads on disk without S3_BUCKET', () => {
    const config = load({ UPLOAD_DIR: '/srv/uploads' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.location).toBe('/srv/uploads');
  });

  it('choose the bucket with S3_BUCKET, path-style by default only for another service', () => {
    const aws = load({ S3_BUCKET: 'scene-shop', S3_REGION: 'ap-northeast-2' });
    expect(aws.S3_FORCE_PATH_STYLE).toBe(false);
    expect(createStorage(aws)).toBeInstanceOf(S3Storage);
    expect(createStorage(aws).location).toBe('s3://scene-shop');

    const other = { S3_BUCKET: 'scene-shop', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'shop/' };
    expect(load(other).S3_FORCE_PATH_STYLE).toBe(true);
    expect(load({ ...other, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(createStorage(load(other)).location).toBe('s3://scene-shop/shop at http://127.0.0.1:9000');
  });

  it.each([
    [{ S3_BUCKET: 'x' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Scene_Shop' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'ftp://s3.example.com' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_PREFIX: '../other-shop' }, 'S3_PREFIX'],
    [{ S3_PREFIX: '/shop' }, 'S3_PREFIX'],
    [{ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: SECRET }, 'S3_ACCESS_KEY_ID'],
  ])('refuse %o, naming %s', (env, name) => {
    expect(() => load(env)).toThrow(name);
  });

  it('never show the secret key, in errors or in the store’s description', () => {
    let message = '';
    try {
      load({ S3_SECRET_ACCESS_KEY: SECRET });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('S3_ACCESS_KEY_ID');
    expect(message).not.toContain(SECRET);
    const config = load({
      S3_BUCKET: 'scene-shop',
      S3_ENDPOINT: 'https://user:password@s3.example.com/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(createStorage(config).location).toBe('s3://scene-shop at https://s3.example.com');
  });
});

describe('upload sweep settings', () => {
  it('sweep hourly uploads an hour old by default; 0 turns the sweep off', () => {
    expect(load({})).toMatchObject({ UPLOAD_SWEEP_INTERVAL_MINUTES: 60, UPLOAD_SWEEP_MIN_AGE_MINUTES: 60 });
    expect(load({ UPLOAD_SWEEP_INTERVAL_MINUTES: '0' }).UPLOAD_SWEEP_INTERVAL_MINUTES).toBe(0);
  });

  it.each([
    [{ UPLOAD_SWEEP_MIN_AGE_MINUTES: '59' }, 'UPLOAD_SWEEP_MIN_AGE_MINUTES'],
    [{ UPLOAD_SWEEP_INTERVAL_MINUTES: '-1' }, 'UPLOAD_SWEEP_INTERVAL_MINUTES'],
    [{ UPLOAD_SWEEP_INTERVAL_MINUTES: '99999' }, 'UPLOAD_SWEEP_INTERVAL_MINUTES'],
  ])('refuse %o, naming %s', (env, name) => {
    expect(() => load(env)).toThrow(name);
  });
});
