import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct, makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { User } from '../user/user.entity.js';

let t: TestApp;
let admin: { user: User; token: string };
let member: { user: User; token: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.member({ role: Role.ADMIN });
  member = await t.member();
});
afterAll(() => t?.close());

const SEND_AD = 'mutation ($input: SendAdvertisementInput!) { sendAdvertisement(input: $input) }';
const TARGETS =
  'query ($type: PromotionTargetType!, $term: String!) { promotionTargets(type: $type, term: $term) { no name } }';
const adsOf = (content: string) => t.em().count(Alert, { content, category: AlertCategory.PROMOTION });
const adTrail = (content: string) =>
  t.em().find(AuditEntry, { subject: AuditSubject.ADVERTISEMENT, after: { content } } as never);

describe('the advertisement notification (admin console §2 /promotion/advertise)', () => {
  it('sends the shim’s advertisement to every active member and records it', async () => {
    const body = { content: '주말 특가 의상전', path: '/user/shop/productlist/detail/1' };
    const res = await t.rest('POST', '/api/admin/advertise', { body, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccess: true, message: MSG.adminPromotion.advertisementSent });
    expect(await adsOf(body.content)).toBe(await t.em().count(User, { withdrawnAt: null }));
    const [entry] = await adTrail(body.content);
    expect(entry).toMatchObject({ action: 'send', actorId: admin.user.id, after: body });
  });

  it('records the GraphQL advertisement too, and a refused one neither alerts nor records', async () => {
    const input = { content: '신상 입고 알림', path: '/user/main/sub/1' };
    expect((await t.gql(SEND_AD, { input }, admin.token)).data).toEqual({ sendAdvertisement: true });
    expect(await adTrail(input.content)).toHaveLength(1);
    const bad = await t.rest('POST', '/api/admin/advertise', {
      body: { content: '', path: '/user/main' },
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(await t.em().count(AuditEntry, { subject: AuditSubject.ADVERTISEMENT })).toBe(2);
  });

  it('refuses a member (403) and a visitor (401) on the shim', async () => {
    const body = { content: '몰래 광고', path: null };
    expect((await t.rest('POST', '/api/admin/advertise', { body, token: member.token })).status).toBe(403);
    expect((await t.rest('POST', '/api/admin/advertise', { body })).status).toBe(401);
    expect(await adsOf(body.content)).toBe(0);
  });
});

describe('the target autocomplete', () => {
  it('finds products on sale by name and shows by title, as the shim and as a field', async () => {
    const em = t.em();
    const coat = await makeProduct(em, { name: '버건디 울 코트' });
    await makeProduct(em, { name: '버건디 판매종료 코트', available: false });
    const [show] = await makeShows(em, 1, { characters: 0, styles: 0, items: 0 });

    const products = await t.rest('GET', `/api/admin/promotion/autocomplete/product/${encodeURIComponent('버건디')}`, {
      token: admin.token,
    });
    expect(products.body).toEqual([{ no: coat.no, name: '버건디 울 코트' }]);
    const term = encodeURIComponent(show!.title);
    const shows = await t.rest('GET', `/api/admin/promotion/autocomplete/show/${term}`, { token: admin.token });
    expect(shows.body).toEqual([{ no: show!.no, title: show!.title }]);
    expect((await t.rest('GET', '/api/admin/promotion/autocomplete/actor/x', { token: admin.token })).status).toBe(400);

    type Found = { promotionTargets: { no: number; name: string }[] };
    const field = await t.gql<Found>(TARGETS, { type: 'SHOW', term: show!.title }, admin.token);
    expect(field.data!.promotionTargets).toEqual([{ no: show!.no, name: show!.title }]);
    const blank = await t.gql<Found>(TARGETS, { type: 'PRODUCT', term: '  ' }, admin.token);
    expect(blank.data!.promotionTargets).toEqual([]);
    const long = await t.gql(TARGETS, { type: 'PRODUCT', term: '가'.repeat(51) }, admin.token);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a member (FORBIDDEN / 403) and a visitor (UNAUTHENTICATED / 401)', async () => {
    const variables = { type: 'PRODUCT', term: '코트' };
    expect((await t.gql(TARGETS, variables, member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(TARGETS, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const path = '/api/admin/promotion/autocomplete/product/x';
    expect((await t.rest('GET', path, { token: member.token })).status).toBe(403);
    expect((await t.rest('GET', path)).status).toBe(401);
  });
});
