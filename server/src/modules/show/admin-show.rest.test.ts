import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startFakeShowInfo, type FakeShowInfo } from '../../test/fake-show-info.js';
import { formPost, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { startS3 } from '../../test/s3.js';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';

let t: TestApp;
let fake: FakeShowInfo;
let admin: string;
let member: string;

beforeAll(async () => {
  fake = await startFakeShowInfo();
  t = await startTestApp(fake.env);
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const enc = encodeURIComponent;

describe('show shims (admin-console §7 Shows, characters, styles and items)', () => {
  it("'find info' answers {title, pic}, a null pic when not found; the actors as records", async () => {
    const found = await t.rest('GET', `/api/admin/scrap/show/${enc('눈물의 여왕')}`, { token: admin });
    expect(found).toMatchObject({ status: 200, body: { title: '눈물의 여왕', pic: fake.image('queen-of-tears.png') } });
    const missing = await t.rest('GET', `/api/admin/scrap/show/${enc('없는 작품')}`, { token: admin });
    expect(missing.body).toEqual({ title: '없는 작품', pic: null });
    const actors = await t.rest('GET', `/api/admin/scrap/actors/${enc('선재 업고 튀어')}`, { token: admin });
    expect(actors.body).toEqual([
      { actor: '변우석', character: '류선재', pic: fake.image('byeon-woo-seok.png', 'w185') },
      { actor: '김혜윤', character: '임솔', pic: fake.image('kim-hye-yoon.png', 'w185') },
    ]);
    expect((await t.rest('GET', `/api/admin/scrap/actors/${enc('없는 작품')}`, { token: admin })).body).toEqual([]);
    fake.setCondition('error');
    const failing = await t.rest('GET', `/api/admin/scrap/show/${enc('눈물의 여왕')}`, { token: admin });
    fake.setCondition('up');
    expect(failing).toMatchObject({ status: 502, body: { message: MSG.adminFashion.providerError } });
  });

  it('registers a found show (JSON title and pic → its number) and a show by hand (multipart title and file)', async () => {
    const res = await t.rest('POST', '/api/admin/show', {
      token: admin,
      body: { title: '선재 업고 튀어', pic: fake.image('lovely-runner.png') },
    });
    expect(res.status).toBe(200);
    const show = await t.em().findOneOrFail(Show, { no: res.body as number });
    expect(show.title).toBe('선재 업고 튀어');
    expect(show.pic).toMatch(/^\/uploads\/show\//);
    const taken = await t.rest('POST', '/api/admin/show', {
      token: admin,
      body: { title: '선재 업고 튀어', pic: null },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: MSG.adminFashion.titleTaken } });
    const elsewhere = await t.rest('POST', '/api/admin/show', {
      token: admin,
      body: { title: '딴 주소', pic: 'http://169.254.169.254/latest/meta-data' },
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { message: MSG.adminFashion.imageNotAllowed } });

    const diy = await formPost(t, '/api/admin/show/diy', admin, { title: '직접 만든 작품' }, PNG);
    expect(diy.status).toBe(200);
    expect((await t.em().findOneOrFail(Show, { no: diy.body as number })).pic).toMatch(/^\/uploads\/show\//);
    const noFile = await formPost(t, '/api/admin/show/diy', admin, { title: '파일 없는 작품' });
    expect(noFile).toMatchObject({ status: 400, body: { message: MSG.adminFashion.fileRequired } });
    const noTitle = await formPost(t, '/api/admin/show/diy', admin, {}, PNG);
    expect(noTitle.status).toBe(400);
    const extra = await t.rest('POST', '/api/admin/show', { token: admin, body: { title: '여분', pic: null, x: 1 } });
    expect(extra.status).toBe(400);
  });

  it('registers a show (and a character) whose pic the shop already serves, as a copy of the stored file', async () => {
    const storage = t.app.services.storage;
    const original = await storage.put('demo/own-poster.png', PNG, 'image/png');
    const res = await t.rest('POST', '/api/admin/show', {
      token: admin,
      body: { title: '가게 포스터', pic: original },
    });
    expect(res.status).toBe(200);
    const show = await t.em().findOneOrFail(Show, { no: res.body as number });
    expect(show.pic).toMatch(/^\/uploads\/show\/[\w-]+\.png$/);
    expect(Buffer.from(await (await fetch(`${t.url}${show.pic}`)).arrayBuffer())).toEqual(PNG);

    // A show's own poster as another's: each row keeps its own file, so removing one leaves the other's.
    const again = await t.rest('POST', '/api/admin/show', {
      token: admin,
      body: { title: '또 다른 작품', pic: show.pic },
    });
    const other = await t.em().findOneOrFail(Show, { no: again.body as number });
    expect(other.pic).toMatch(/^\/uploads\/show\//);
    expect(other.pic).not.toBe(show.pic);
    await t.rest('DELETE', `/api/admin/show/${show.no}`, { token: admin });
    expect((await fetch(`${t.url}${show.pic}`)).status).toBe(404);
    expect((await fetch(`${t.url}${other.pic}`)).status).toBe(200);
    expect((await fetch(`${t.url}${original}`)).status).toBe(200);

    const actor = await t.rest('POST', `/api/admin/show/${other.no}/character`, {
      token: admin,
      body: { actor: '가게배우', character: '가게 역', pic: original },
    });
    expect(actor.status).toBe(200);
    const character = await t.em().findOneOrFail(Character, { no: actor.body as number });
    expect(character.pic).toMatch(/^\/uploads\/character\//);
  });

  it('refuses a pic of the shop that leaves the store or is not stored, and every other host, storing nothing', async () => {
    const storage = t.app.services.storage;
    await storage.put('demo/note.png', Buffer.from('not a picture'), 'image/png');
    const showFolder = path.join(t.config.UPLOAD_DIR, 'show');
    const files = () => (fs.existsSync(showFolder) ? fs.readdirSync(showFolder).length : 0);
    const before = { shows: await t.em().count(Show, {}), files: files() };
    const cases: [string, string][] = [
      ['/uploads/../jwt-secret', MSG.adminFashion.imageNotAllowed],
      ['/uploads/demo/../../jwt-secret', MSG.adminFashion.imageNotAllowed],
      ['/uploads/%2e%2e/jwt-secret', MSG.adminFashion.imageNotAllowed],
      ['/uploads//etc/passwd', MSG.adminFashion.imageNotAllowed],
      ['/uploads/demo/own-poster.png?v=1', MSG.adminFashion.imageNotAllowed],
      ['/uploads/', MSG.adminFashion.imageNotAllowed],
      ['/uploads/demo/missing.png', MSG.adminFashion.imageMissing],
      ['/uploads/demo', MSG.adminFashion.imageMissing],
      ['/uploads/demo/note.png', MSG.upload.badType],
      ['https://elsewhere.example/uploads/demo/own-poster.png', MSG.adminFashion.imageNotAllowed],
      ['//elsewhere.example/uploads/demo/own-poster.png', MSG.adminFashion.imageNotAllowed],
      ['/etc/passwd', MSG.adminFashion.imageNotAllowed],
      ['file:///etc/passwd', MSG.adminFashion.imageNotAllowed],
    ];
    for (const [pic, message] of cases) {
      const res = await t.rest('POST', '/api/admin/show', { token: admin, body: { title: `거절 ${pic}`, pic } });
      expect(res, pic).toMatchObject({ status: 400, body: { message, field: 'pic' } });
    }
    expect({ shows: await t.em().count(Show, {}), files: files() }).toEqual(before);
  });

  it('completes registered shows by a term in the path', async () => {
    const em = t.em();
    makeShow(em, '자동 완성 시험 작품');
    await em.flush();
    const res = await t.rest('GET', `/api/admin/show/autocomplete/${enc('자동 완성')}`, { token: admin });
    expect(res.body).toEqual([expect.objectContaining({ title: '자동 완성 시험 작품' })]);
    expect(Object.keys((res.body as object[])[0]!).sort()).toEqual(['no', 'pic', 'title']);
  });

  it('gives a show with its actors, adds characters from a record and by hand, deletes both', async () => {
    const em = t.em();
    const show = makeShow(em, '상세 시험 작품');
    makeCharacter(em, show, [[null]], { actorName: '기존배우', name: '기존 역' });
    await em.flush();
    const detail = await t.rest('GET', `/api/admin/fashion/show/${show.no}`, { token: admin });
    expect(detail.body).toEqual({
      show: { no: show.no, title: '상세 시험 작품', pic: show.pic },
      actorsInfo: [
        {
          no: expect.any(Number) as number,
          actor: '기존배우',
          character: '기존 역',
          pic: expect.any(String) as string,
        },
      ],
    });
    expect((await t.rest('GET', '/api/admin/fashion/show/999999', { token: admin })).status).toBe(404);

    const record = { actor: '김수현', character: '백현우', pic: fake.image('kim-soo-hyun.png', 'w185') };
    const added = await t.rest('POST', `/api/admin/show/${show.no}/character`, { token: admin, body: record });
    expect(added.status).toBe(200);
    const character = await t.em().findOneOrFail(Character, { no: added.body as number });
    expect(character).toMatchObject({ actorName: '김수현', name: '백현우 역' });
    expect(character.pic).toMatch(/^\/uploads\/character\//);

    const diy = await formPost(
      t,
      `/api/admin/show/${show.no}/character/diy`,
      admin,
      { actorName: '김지원', characterName: '홍해인' },
      PNG,
    );
    expect(diy.body).toEqual({
      no: expect.any(Number) as number,
      actor: '김지원',
      character: '홍해인 역',
      pic: expect.stringMatching(/^\/uploads\/character\//) as string,
    });
    const bad = await formPost(
      t,
      `/api/admin/show/${show.no}/character/diy`,
      admin,
      { actorName: '', characterName: '홍해인' },
      PNG,
    );
    expect(bad).toMatchObject({ status: 400, body: { message: MSG.adminFashion.actorRequired } });
    const unknown = await formPost(
      t,
      `/api/admin/show/${show.no}/character/diy`,
      admin,
      { actorName: 'a', characterName: 'b', other: 'x' },
      PNG,
    );
    expect(unknown.status).toBe(400);
    const missingShow = await t.rest('POST', '/api/admin/show/999999/character', { token: admin, body: record });
    expect(missingShow.status).toBe(404);

    const removed = await t.rest('DELETE', `/api/admin/character/${character.no}`, { token: admin });
    expect(removed).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect((await t.rest('DELETE', `/api/admin/character/${character.no}`, { token: admin })).status).toBe(404);
    const gone = await t.rest('DELETE', `/api/admin/show/${show.no}`, { token: admin });
    expect(gone).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect(await t.em().count(Show, { no: show.no })).toBe(0);
    expect(await t.em().count(Character, { show: show.no })).toBe(0);
  });

  it('refuses a member (403) and a visitor (401) on every shim, changing nothing', async () => {
    const em = t.em();
    const show = makeShow(em, '권한 시험 작품');
    const { character } = makeCharacter(em, show, []);
    await em.flush();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/admin/show/autocomplete/${enc('권한')}`],
      ['GET', `/api/admin/scrap/show/${enc('눈물의 여왕')}`],
      ['GET', `/api/admin/scrap/actors/${enc('눈물의 여왕')}`],
      ['POST', '/api/admin/show', { title: '권한 없음', pic: null }],
      ['GET', `/api/admin/fashion/show/${show.no}`],
      ['POST', `/api/admin/show/${show.no}/character`, { actor: 'a', character: 'b', pic: null }],
      ['DELETE', `/api/admin/character/${character.no}`],
      ['DELETE', `/api/admin/show/${show.no}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.rest(method, path, { token: member, body })).status, path).toBe(403);
      expect((await t.rest(method, path, { body })).status, path).toBe(401);
    }
    for (const [path, fields] of [
      ['/api/admin/show/diy', { title: '권한 없음' }],
      [`/api/admin/show/${show.no}/character/diy`, { actorName: 'a', characterName: 'b' }],
    ] as const) {
      expect((await formPost(t, path, member, fields, PNG)).status).toBe(403);
      expect((await formPost(t, path, null, fields, PNG)).status).toBe(401);
    }
    expect(await t.em().count(Show, { title: '권한 없음' })).toBe(0);
    expect(await t.em().count(Character, { no: character.no })).toBe(1);
  });
});

describe('a pic of the shop on an S3 store', () => {
  it('is copied within the bucket; a key leaving the store (its prefix) or naming no object is refused', async () => {
    const s3 = await startS3();
    const shop = await startTestApp({ ...fake.env, ...s3.env, S3_PREFIX: 'shop' });
    try {
      const token = (await shop.member({ role: Role.ADMIN })).token;
      // An object of the bucket beside the store, which `..` from the prefix would reach.
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'outside.png', Body: PNG }));
      const original = await shop.app.services.storage.put('demo/s3-poster.png', PNG, 'image/png');
      const add = (title: string, pic: string) => shop.rest('POST', '/api/admin/show', { token, body: { title, pic } });

      const res = await add('버킷 포스터', original);
      expect(res.status).toBe(200);
      const show = await shop.em().findOneOrFail(Show, { no: res.body as number });
      expect(show.pic).toMatch(/^\/uploads\/show\//);
      expect(Buffer.from(await (await fetch(`${shop.url}${show.pic}`)).arrayBuffer())).toEqual(PNG);
      expect((await add('버킷 밖', '/uploads/../outside.png')).body).toMatchObject({
        message: MSG.adminFashion.imageNotAllowed,
      });
      expect((await add('버킷 없음', '/uploads/demo/none.png')).body).toMatchObject({
        message: MSG.adminFashion.imageMissing,
      });
    } finally {
      await shop.close();
      await s3.stop();
    }
  });
});
