import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../common/errors.js';
import { MSG } from '../../../common/messages.js';
import { LocalStorage } from '../../../common/storage.js';
import { FAKE_SHOW_INFO_TOKEN, startFakeShowInfo, type FakeShowInfo } from '../../../test/fake-show-info.js';
import { isSourceImage, saveSourceImage } from './provider-image.js';
import { TmdbShowInfo } from './tmdb-show-info.js';

const logger = pino({ level: 'silent' });
let fake: FakeShowInfo;
let uploads: string;
let storage: LocalStorage;

const settings = (over: Record<string, unknown> = {}) => ({
  SHOW_INFO_API_URL: fake.env.SHOW_INFO_API_URL,
  SHOW_INFO_API_TOKEN: FAKE_SHOW_INFO_TOKEN,
  SHOW_INFO_IMAGE_URL: fake.env.SHOW_INFO_IMAGE_URL,
  SHOW_INFO_TIMEOUT_MS: 400,
  UPLOAD_MAX_BYTES: 5 * 1024 * 1024,
  ...over,
});
const provider = (over: Record<string, unknown> = {}) => new TmdbShowInfo(settings(over) as never, logger);
const deps = () => ({ config: settings(), logger, storage });

/** The AppError a call failed with (or null when it did not fail with one). */
async function failure(call: Promise<unknown>): Promise<AppError | null> {
  try {
    await call;
    return null;
  } catch (err) {
    return err instanceof AppError ? err : null;
  }
}

beforeAll(async () => {
  fake = await startFakeShowInfo();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-show-info-'));
  storage = new LocalStorage(uploads, 5 * 1024 * 1024);
});
afterEach(() => fake.setCondition('up'));
afterAll(async () => {
  await fake.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe('the TMDB v3 client', () => {
  it('finds a show in Korean with its poster, overview and cast (main cast first, only those with a character)', async () => {
    const found = await provider().findShow('눈물의여왕');
    expect(found).toEqual({
      title: '눈물의 여왕',
      pic: fake.image('queen-of-tears.png'),
      overview: expect.stringContaining('홍해인') as string,
      actors: [
        { actor: '김수현', character: '백현우', pic: fake.image('kim-soo-hyun.png', 'w185') },
        { actor: '김지원', character: '홍해인', pic: fake.image('kim-ji-won.png', 'w185') },
        { actor: '박성훈', character: '윤은성', pic: null },
      ],
    });
    const search = fake.requests.find((r) => r.path === '/3/search/tv')!;
    expect(search.headers.authorization).toBe(`Bearer ${FAKE_SHOW_INFO_TOKEN}`);
    expect(search.query.get('language')).toBe('ko-KR');
    expect(search.query.get('query')).toBe('눈물의여왕');
    expect(fake.requests.some((r) => r.path === '/3/tv/96162/aggregate_credits')).toBe(true);
  });

  it('answers null for a title the source does not know, and a show without poster has pic null', async () => {
    expect(await provider().findShow('없는 드라마 제목')).toBeNull();
    expect((await provider().findShow('나의 아저씨'))?.pic).toBeNull();
  });

  it('answers 502 when the source refuses the token or fails, 503 when it is down or does not answer in time', async () => {
    expect((await failure(provider({ SHOW_INFO_API_TOKEN: 'wrong' }).findShow('눈물의 여왕')))?.code).toBe(
      'BAD_GATEWAY',
    );
    fake.setCondition('error');
    const failed = await failure(provider().findShow('눈물의 여왕'));
    expect(failed).toMatchObject({ code: 'BAD_GATEWAY', status: 502, message: MSG.adminFashion.providerError });
    fake.setCondition('down');
    expect(await failure(provider().findShow('눈물의 여왕'))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: MSG.adminFashion.providerDown,
    });
    fake.setCondition('hang');
    expect((await failure(provider().findShow('눈물의 여왕')))?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 502 for an answer of an unknown shape', async () => {
    const odd = provider({ SHOW_INFO_API_URL: `${fake.url}/odd` });
    expect((await failure(odd.findShow('눈물의 여왕')))?.code).toBe('BAD_GATEWAY');
  });
});

describe("the source's pictures", () => {
  it('accepts only addresses under the configured image URL', () => {
    const base = fake.env.SHOW_INFO_IMAGE_URL;
    expect(isSourceImage(base, fake.image('a.png'))).toBe(true);
    for (const url of [
      `${fake.url}/3/search/tv`,
      `${fake.url}/t/p`,
      `${fake.url}/t/p/`,
      `${fake.url}/t/pp/w500/a.png`,
      `${fake.url}/t/p/../../3/search/tv`,
      `${fake.image('a.png')}?x=1`,
      `${fake.image('a.png')}#x`,
      fake.image('a.png').replace('http://', 'http://user:pw@'),
      fake.image('a.png').replace('127.0.0.1', 'localhost'),
      'https://example.com/t/p/w500/a.png',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(isSourceImage(base, url), url).toBe(false);
  });

  it('stores a picture of the source after the upload checks (type from the bytes, size cap)', async () => {
    const url = await saveSourceImage(deps(), fake.image('queen-of-tears.png'), 'show');
    expect(url).toMatch(/^\/uploads\/show\/[\w-]+\.png$/);
    expect(fs.existsSync(path.join(uploads, url.replace('/uploads/', '')))).toBe(true);
    expect(await failure(saveSourceImage(deps(), fake.image('not-an-image.png'), 'show'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: MSG.upload.badType,
    });
    expect(await failure(saveSourceImage(deps(), fake.image('huge.png'), 'show'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: MSG.upload.tooLarge,
    });
  });

  it('refuses another address before fetching it, and never follows a redirect', async () => {
    const before = fake.requests.length;
    expect(await failure(saveSourceImage(deps(), `${fake.url}/3/search/tv`, 'show'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: MSG.adminFashion.imageNotAllowed,
    });
    expect(fake.requests.length).toBe(before);
    expect((await failure(saveSourceImage(deps(), fake.image('redirect.png'), 'show')))?.status).toBeGreaterThan(500);
    expect((await failure(saveSourceImage(deps(), fake.image('missing.png'), 'show')))?.code).toBe('BAD_GATEWAY');
    fake.setCondition('hang');
    expect((await failure(saveSourceImage(deps(), fake.image('a.png'), 'show')))?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
