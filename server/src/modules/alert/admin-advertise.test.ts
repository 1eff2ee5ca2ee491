import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Alert } from './alert.entity.js';
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
