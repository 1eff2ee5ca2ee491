import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { makeProduct, makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
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

const TARGETS =
  'query ($type: PromotionTargetType!, $term: String!) { promotionTargets(type: $type, term: $term) { no name } }';

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
