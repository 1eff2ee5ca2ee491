import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Stores alerts for the member, oldest first: three 주문, two 커뮤니티 and one 프로모션. */
async function sixAlerts(user: User): Promise<Alert[]> {
  const em = t.em();
  const categories = [
    AlertCategory.ORDER,
    AlertCategory.COMMUNITY,
    AlertCategory.ORDER,
    AlertCategory.PROMOTION,
    AlertCategory.COMMUNITY,
    AlertCategory.ORDER,
  ];
  const alerts = categories.map((category, i) =>
    em.create(Alert, { user, category, content: `알림 ${i}`, path: `/user/mypage/order/${i + 1}` }),
  );
  await em.flush();
  return alerts;
}

type Listed = { content: { no: number; category: string }[]; totalElements: number; totalPages: number };
const stored = (no: number) => t.em().findOne(Alert, { no });

describe('GET /api/alert/{userNo}', () => {
  it('pages the member’s alerts newest first, 4 a page, in the documented shape', async () => {
    const { user, token } = await t.member();
    const alerts = await sixAlerts(user);
    const first = await t.rest('GET', `/api/alert/${user.no}`, { token });
    expect(first.status).toBe(200);
    const newest = alerts[5]!;
    expect(first.body).toMatchObject({ totalElements: 6, totalPages: 2, number: 0, size: 4 });
    const page = first.body as Listed;
    expect(page.content.map((a) => a.no)).toEqual(
      alerts
        .slice(2)
        .reverse()
        .map((a) => a.no),
    );
    expect(page.content[0]).toEqual({
      no: newest.no,
      userNo: user.no,
      category: '주문',
      content: '알림 5',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/),
      path: '/user/mypage/order/6',
      isRead: false,
    });
    const second = await t.rest('GET', `/api/alert/${user.no}?page=1&size=4`, { token });
    expect((second.body as Listed).content.map((a) => a.no)).toEqual([alerts[1]!.no, alerts[0]!.no]);
  });

  it('filters by category; 전체 or none means all', async () => {
    const { user, token } = await t.member();
    await sixAlerts(user);
    const count = async (category: string) => {
      const res = await t.rest('GET', `/api/alert/${user.no}?category=${encodeURIComponent(category)}&size=10`, {
        token,
      });
      return (res.body as Listed).content.map((a) => a.category);
    };
    expect(await count('주문')).toEqual(['주문', '주문', '주문']);
    expect(await count('커뮤니티')).toEqual(['커뮤니티', '커뮤니티']);
    expect(await count('프로모션')).toEqual(['프로모션']);
    expect(await count('전체')).toHaveLength(6);
  });

  it('answers 401 without a token, 403 for another member, and lets the admin read anyone’s', async () => {
    const { user } = await t.member();
    await sixAlerts(user);
    const other = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    expect((await t.rest('GET', `/api/alert/${user.no}`)).status).toBe(401);
    expect((await t.rest('GET', `/api/alert/${user.no}`, { token: other.token })).status).toBe(403);
    const byAdmin = await t.rest('GET', `/api/alert/${user.no}`, { token: admin.token });
    expect(byAdmin).toMatchObject({ status: 200, body: { totalElements: 6 } });
  });

  it('answers 400 for a bad page, size, category, member number or an unknown query key', async () => {
    const { user, token } = await t.member();
    for (const query of [
      'page=-1',
      'page=x',
      'size=0',
      'size=101',
      'category=ORDER',
      'category=all',
      'category=',
      'unexpected=1',
    ]) {
      expect((await t.rest('GET', `/api/alert/${user.no}?${query}`, { token })).status, query).toBe(400);
    }
    expect((await t.rest('GET', '/api/alert/0', { token })).status).toBe(400);
  });
});

describe('GET /api/alert/Readcheck/{userNo}', () => {
  it('tells whether the member has unread alerts', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const readcheck = (no: number, tok?: string) => t.rest('GET', `/api/alert/Readcheck/${no}`, { token: tok });
    expect((await readcheck(user.no, token)).body).toEqual({ result: false });
    await sixAlerts(user);
    expect((await readcheck(user.no, token)).body).toEqual({ result: true });
    expect((await readcheck(user.no, other.token)).status).toBe(403);
    expect((await readcheck(user.no)).status).toBe(401);
    expect((await t.rest('GET', `/api/alert/Readcheck/${user.no}?x=1`, { token })).status).toBe(400);
    await t.em().nativeUpdate(Alert, { user: user.no }, { isRead: true });
    expect((await readcheck(user.no, token)).body).toEqual({ result: false });
  });
});

describe('PUT and DELETE /api/alert/{alertNo}', () => {
  it('marks the owner’s alert read, and refuses others and bad input without changing anything', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const [alert] = await sixAlerts(user);
    const no = alert!.no;
    expect((await t.rest('PUT', `/api/alert/${no}`)).status).toBe(401);
    expect((await t.rest('PUT', `/api/alert/${no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/alert/${no}`, { token, body: { isRead: false } })).status).toBe(400);
    expect((await t.rest('PUT', `/api/alert/${no}?x=1`, { token })).status).toBe(400);
    expect((await t.rest('PUT', '/api/alert/x', { token })).status).toBe(400);
    expect((await stored(no))!.isRead).toBe(false);
    expect((await t.rest('PUT', '/api/alert/999999', { token })).status).toBe(404);

    expect(await t.rest('PUT', `/api/alert/${no}`, { token })).toMatchObject({ status: 200, body: { result: true } });
    expect((await stored(no))!.isRead).toBe(true);
  });

  it('deletes the owner’s alert (the admin may too), and refuses others', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const [mine, second] = await sixAlerts(user);
    expect((await t.rest('DELETE', `/api/alert/${mine!.no}`)).status).toBe(401);
    expect((await t.rest('DELETE', `/api/alert/${mine!.no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', '/api/alert/0', { token })).status).toBe(400);
    expect(await stored(mine!.no)).not.toBeNull();

    const gone = await t.rest('DELETE', `/api/alert/${mine!.no}`, { token });
    expect(gone).toMatchObject({ status: 200, body: { result: true } });
    expect(await stored(mine!.no)).toBeNull();
    expect((await t.rest('DELETE', `/api/alert/${mine!.no}`, { token })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/alert/${second!.no}`, { token: admin.token })).body).toEqual({ result: true });
    const left = await t.rest('GET', `/api/alert/${user.no}`, { token });
    expect((left.body as Listed).totalElements).toBe(4);
  });
});
