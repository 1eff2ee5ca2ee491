import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeCategory } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Notice } from './notice.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const categories = Object.values(NoticeCategory);
  for (let i = 0; i < 13; i++) {
    em.create(Notice, {
      category: categories[i % 7]!,
      title: `공지 ${i}`,
      contents: `내용 ${i}`,
      date: new Date(Date.UTC(2025, 0, 1 + i, 16)),
    });
  }
  await em.flush();
});
afterAll(() => t.close());

describe('notices', () => {
  it('pages newest first, 10 a page, and filters by category', async () => {
    const res = await t.gql<{ notices: { totalPages: number; content: { title: string; category: string }[] } }>(
      'query { notices(page: 0, size: 10) { totalPages content { title category } } }',
    );
    expect(res.data!.notices.totalPages).toBe(2);
    expect(res.data!.notices.content[0]!.title).toBe('공지 12');
    const delivery = await t.gql<{ notices: { content: { category: string }[] } }>(
      'query { notices(category: DELIVERY) { content { category } } }',
    );
    expect(delivery.data!.notices.content.every((n) => n.category === 'DELIVERY')).toBe(true);
  });

  it('answers the shims with Korean categories and Korea-time dates', async () => {
    const list = await t.rest('GET', '/api/user/notice?page=1&size=10');
    const body = list.body as {
      totalPages: number;
      number: number;
      content: { no: number; title: string; category: string; date: string }[];
    };
    expect(body).toMatchObject({ totalPages: 2, number: 1 });
    expect(body.content.map((n) => n.title)).toEqual(['공지 2', '공지 1', '공지 0']);
    expect(body.content[2]!.date).toBe('2025-01-02T01:00:00+09:00');
    const one = await t.rest('GET', `/api/user/notice/${body.content[0]!.no}`);
    expect(one.body).toMatchObject({ title: '공지 2', contents: '내용 2', category: '반품/환불' });
    expect((await t.rest('GET', '/api/user/notice/999999')).status).toBe(404);
  });
});
