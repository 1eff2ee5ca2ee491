import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Popup } from './popup.entity.js';

let t: TestApp;
let admin: { token: string };
let member: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.member({ role: Role.ADMIN });
  member = await t.member();
});
afterAll(() => t?.close());

const REGISTER =
  'mutation ($path: String!, $pic: Upload) { registerPopup(path: $path, pic: $pic) { no pic path isShow } }';
const SET_SHOWN = 'mutation ($no: Int!, $isShow: Boolean!) { setPopupShown(no: $no, isShow: $isShow) { no isShow } }';
const DELETE = 'mutation ($no: Int!) { deletePopup(no: $no) }';
const LIST = 'query ($page: Int) { adminPopups(page: $page) { content { no pic path isShow } totalPages size } }';
const HOME = '{ popups { no pic path } }';

type Registered = { registerPopup: { no: number; pic: string; path: string; isShow: boolean } };

/** The GraphQL multipart request apollo-upload-client sends, the file as `$pic`. */
async function register(path: string, pic: Buffer | null, token = admin.token) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: REGISTER, variables: { path, pic: null } }));
  form.set('map', JSON.stringify(pic ? { 0: ['variables.pic'] } : {}));
  if (pic) form.set('0', new Blob([pic], { type: 'image/png' }), 'popup.png');
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()) as { data?: Registered; errors?: { message: string; extensions: { code: string } }[] };
}

/** The documented shim: a plain `path` value and the `pic` file. */
async function registerShim(path: string | null, pic: Buffer | null, token?: string) {
  const form = new FormData();
  if (path !== null) form.set('path', path);
  if (pic) form.set('pic', new Blob([pic], { type: 'image/png' }), 'popup.png');
  const res = await fetch(`${t.url}/admin/popup`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const homeNos = async () => ((await t.gql<{ popups: { no: number }[] }>(HOME)).data?.popups ?? []).map((p) => p.no);
const shimHomeNos = async () => ((await t.rest('GET', '/api/main/popup')).body as { no: number }[]).map((p) => p.no);

describe('popups (admin console §2 /promotion/popup)', () => {
  it('registers a popup that is on the home page at once, hides it, shows it again and deletes it', async () => {
    const res = await register('/user/shop/productlist/detail/3', PNG);
    expect(res.errors).toBeUndefined();
    const popup = res.data!.registerPopup;
    expect(popup).toMatchObject({ path: '/user/shop/productlist/detail/3', isShow: true });
    expect(popup.pic).toMatch(/^\/uploads\/popup\//);
    expect((await fetch(`${t.url}${popup.pic}`)).status).toBe(200);
    expect(await homeNos()).toContain(popup.no);

    const hidden = await t.gql(SET_SHOWN, { no: popup.no, isShow: false }, admin.token);
    expect(hidden.data).toEqual({ setPopupShown: { no: popup.no, isShow: false } });
    expect(await homeNos()).not.toContain(popup.no);
    expect(await shimHomeNos()).not.toContain(popup.no);
    await t.gql(SET_SHOWN, { no: popup.no, isShow: true }, admin.token);
    expect(await homeNos()).toContain(popup.no);

    expect((await t.gql(DELETE, { no: popup.no }, admin.token)).data).toEqual({ deletePopup: true });
    expect(await homeNos()).not.toContain(popup.no);
    expect((await fetch(`${t.url}${popup.pic}`)).status).toBe(404);
    const trail = await t
      .em()
      .find(AuditEntry, { subject: AuditSubject.POPUP, subjectNo: popup.no }, { orderBy: { no: 'asc' } });
    expect(trail.map((e) => e.action)).toEqual(['create', 'hide', 'show', 'delete']);
    expect(trail[1]).toMatchObject({ before: { isShow: true }, after: { isShow: false } });
  });

  it('answers the documented shims: multipart register, status and delete, without /api', async () => {
    const created = await registerShim('/user/main/sub/2', PNG, admin.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isSuccess: true, message: MSG.adminPromotion.popupRegistered, isShow: true });
    const no = created.body.no as number;
    expect(await shimHomeNos()).toContain(no);

    const status = await t.rest('PUT', `/admin/popup/${no}/status`, { body: { status: false }, token: admin.token });
    expect(status.body).toMatchObject({ isSuccess: true, no, isShow: false });
    expect(await shimHomeNos()).not.toContain(no);
    const bad = await t.rest('PUT', `/admin/popup/${no}/status`, { body: { status: 'no' }, token: admin.token });
    expect(bad.status).toBe(400);

    expect((await t.rest('DELETE', `/admin/popup/${no}`, { token: admin.token })).body).toEqual({ isSuccess: true });
    expect(await t.em().count(Popup, { no })).toBe(0);
    expect((await t.rest('DELETE', `/admin/popup/${no}`, { token: admin.token })).status).toBe(404);
  });

  it('registers by the shim any path of the shop, query and fragment included; refuses one leading out', async () => {
    const path = '/user/shop/productlist?category=상의#new';
    const created = await registerShim(path, PNG, admin.token);
    expect(created).toMatchObject({ status: 200, body: { isSuccess: true, path, isShow: true } });
    const no = created.body.no as number;
    const home = (await t.rest('GET', '/api/main/popup')).body as { no: number; path: string }[];
    expect(home.find((p) => p.no === no)?.path).toBe(path);

    const before = await t.em().count(Popup, {});
    for (const outside of [
      'javascript:alert(1)',
      'https://elsewhere.example/sale',
      '//elsewhere.example/',
      '/\\x.io',
    ]) {
      const refused = await registerShim(outside, PNG, admin.token);
      expect(refused, outside).toMatchObject({
        status: 400,
        body: { message: MSG.adminPromotion.popupPathOutside, key: 'adminPromotion.popupPathOutside', field: 'path' },
      });
    }
    const noTarget = await registerShim('/user/main/sub/', PNG, admin.token);
    expect(noTarget).toMatchObject({ status: 400, body: { message: MSG.adminPromotion.popupTargetRequired } });
    expect((await registerShim(path, PNG, member.token)).status).toBe(403);
    expect((await registerShim(path, PNG)).status).toBe(401);
    expect(await t.em().count(Popup, {})).toBe(before);
  });

  it('answers the §5 popup messages and stores nothing', async () => {
    const before = await t.em().count(Popup, {});
    expect((await register('/user/shop/productlist', null)).errors?.[0]?.message).toBe(
      MSG.adminPromotion.popupFileRequired,
    );
    expect((await register('', PNG)).errors?.[0]?.message).toBe(MSG.adminPromotion.popupPathTypeRequired);
    for (const path of ['/user/main/sub/', '/user/shop/productlist/detail/x']) {
      expect((await register(path, PNG)).errors?.[0]?.message, path).toBe(MSG.adminPromotion.popupTargetRequired);
    }
    expect((await register('https://elsewhere.example/', PNG)).errors?.[0]?.message).toBe(
      MSG.adminPromotion.popupPathOutside,
    );
    const shim = await registerShim('/user/shop/productlist', null, admin.token);
    expect(shim).toMatchObject({ status: 400, body: { message: MSG.adminPromotion.popupFileRequired } });
    const notImage = await registerShim('/user/shop/productlist', Buffer.from('not a picture'), admin.token);
    expect(notImage.status).toBe(400);
    expect(await t.em().count(Popup, {})).toBe(before);
  });

  it('lists every popup, shown or hidden, newest first, 3 a page, in a fixed number of statements', async () => {
    const em = t.em();
    for (let i = 0; i < 4; i++)
      em.create(Popup, { pic: `/uploads/popup/${i}.png`, path: '/user/shop/productlist', isShow: i % 2 === 0 });
    await em.flush();
    const all = await t.em().count(Popup, {});
    type List = { adminPopups: { content: { no: number; isShow: boolean }[]; totalPages: number; size: number } };
    const first = await t.gql<List>(LIST, { page: 0 }, admin.token);
    expect(first.data!.adminPopups).toMatchObject({ size: 3, totalPages: Math.ceil(all / 3) });
    const nos = first.data!.adminPopups.content.map((p) => p.no);
    expect(nos).toHaveLength(3);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));
    const last = await t.gql<List>(LIST, { page: first.data!.adminPopups.totalPages - 1 }, admin.token);
    expect(last.statements).toBe(first.statements);

    const shim = await t.rest('GET', '/api/admin/popups?page=0&size=3', { token: admin.token });
    const body = shim.body as { content: unknown[]; totalPages: number; number: number };
    expect(body).toMatchObject({ totalPages: Math.ceil(all / 3), number: 0 });
    expect(body.content[0]).toEqual({
      no: nos[0],
      pic: expect.any(String),
      path: expect.any(String),
      isShow: expect.any(Boolean),
    });
  });

  it('refuses a member (FORBIDDEN / 403) and a visitor (UNAUTHENTICATED / 401) on every field and shim', async () => {
    const before = await t.em().count(Popup, {});
    for (const [query, variables] of [
      [SET_SHOWN, { no: 1, isShow: false }],
      [DELETE, { no: 1 }],
      [LIST, {}],
    ] as const) {
      expect((await t.gql(query, variables, member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await register('/user/shop/productlist', PNG, member.token)).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await register('/user/shop/productlist', PNG, '')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await registerShim('/user/shop/productlist', PNG, member.token)).status).toBe(403);
    expect((await registerShim('/user/shop/productlist', PNG)).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/popups', undefined],
      ['PUT', '/admin/popup/1/status', { status: false }],
      ['DELETE', '/admin/popup/1', undefined],
    ] as const) {
      expect((await t.rest(method, path, { body, token: member.token })).status, path).toBe(403);
      expect((await t.rest(method, path, { body })).status, path).toBe(401);
    }
    expect(await t.em().count(Popup, {})).toBe(before);
  });
});
