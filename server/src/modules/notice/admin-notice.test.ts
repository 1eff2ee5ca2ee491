import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Notice } from './notice.entity.js';

let t: TestApp;
let admin: string;
let member: string;

const CREATE = `mutation ($input: NoticeInput!) { createNotice(input: $input) { no title category contents } }`;
const UPDATE = `mutation ($no: Int!, $input: NoticeInput!) { updateNotice(no: $no, input: $input) { no title category contents } }`;
const DELETE = `mutation ($no: Int!) { deleteNotice(no: $no) }`;
const ONE = `query ($no: Int!) { adminNotice(no: $no) { no title category contents } }`;
const MEMBERS_LIST = `query { notices(page: 0, size: 10) { content { no title category } } }`;

const input = { title: '배송 지연 안내', category: 'DELIVERY', contents: '설 연휴로 배송이 늦어집니다.' };
const historyOf = (no: number) =>
  t.em().find(AuditEntry, { subject: AuditSubject.NOTICE, subjectNo: no }, { orderBy: { no: 'asc' } });

async function seedNotice(title = '기존 공지'): Promise<number> {
  const em = t.em();
  const notice = em.create(Notice, { title, category: NoticeCategory.PAYMENT, contents: '내용' });
  await em.flush();
  return notice.no;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ id: 'noticeboss', role: Role.ADMIN })).token;
  member = (await t.member()).token;
});
afterAll(() => t.close());

describe('admin notices (GraphQL)', () => {
  it('adds a notice members see at once, and records who added what', async () => {
    const res = await t.gql<{ createNotice: { no: number; title: string } }>(CREATE, { input }, admin);
    expect(res.errors).toBeUndefined();
    const { no } = res.data!.createNotice;
    expect(res.data!.createNotice).toEqual({ no, ...input });
    const list = await t.gql<{ notices: { content: { no: number; title: string }[] } }>(MEMBERS_LIST, {}, member);
    expect(list.data!.notices.content[0]).toMatchObject({ no, title: input.title });
    const [entry] = await historyOf(no);
    expect(entry).toMatchObject({
      actorId: 'noticeboss',
      action: 'create',
      before: null,
      after: { title: input.title, category: NoticeCategory.DELIVERY, contents: input.contents },
    });
  });

  it('edits a notice, recording only the changed fields, and deletes it, keeping its history', async () => {
    const no = await seedNotice();
    const edited = await t.gql(UPDATE, { no, input: { ...input, title: '새 제목' } }, admin);
    expect(edited.data).toEqual({ updateNotice: { no, ...input, title: '새 제목' } });
    // Saving without a change adds nothing to the history.
    await t.gql(UPDATE, { no, input: { ...input, title: '새 제목' } }, admin);
    const one = await t.gql(ONE, { no }, admin);
    expect(one.data).toEqual({ adminNotice: { no, ...input, title: '새 제목' } });

    expect((await t.gql(DELETE, { no }, admin)).data).toEqual({ deleteNotice: no });
    expect(await t.em().findOne(Notice, { no })).toBeNull();
    const history = await historyOf(no);
    expect(history.map((e) => e.action)).toEqual(['update', 'delete']);
    expect(history[0]).toMatchObject({
      before: { title: '기존 공지', category: NoticeCategory.PAYMENT, contents: '내용' },
      after: { title: '새 제목', category: NoticeCategory.DELIVERY, contents: input.contents },
    });
    expect(history[1]!.before).toMatchObject({ title: '새 제목' });
    expect((await t.gql(DELETE, { no }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(ONE, { no }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a missing or blank field with the spec’s message, changing nothing', async () => {
    const no = await seedNotice('그대로');
    for (const broken of [
      { ...input, title: '  ' },
      { ...input, category: null },
      { title: input.title, category: input.category },
    ]) {
      const added = await t.gql(CREATE, { input: broken }, admin);
      expect(added.errors?.[0]).toMatchObject({ message: MSG.adminNotice.fieldsRequired });
      expect(added.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const edited = await t.gql(UPDATE, { no, input: broken }, admin);
      expect(edited.errors?.[0]?.message).toBe(MSG.adminNotice.fieldsRequired);
    }
    expect((await t.em().findOneOrFail(Notice, { no })).title).toBe('그대로');
    expect(await historyOf(no)).toEqual([]);
  });

  it('refuses members (FORBIDDEN) and visitors (UNAUTHENTICATED) on every field', async () => {
    const no = await seedNotice();
    const calls: [string, Record<string, unknown>][] = [
      [CREATE, { input }],
      [UPDATE, { no, input }],
      [DELETE, { no }],
      [ONE, { no }],
    ];
    for (const [query, variables] of calls) {
      expect((await t.gql(query, variables, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await t.em().findOne(Notice, { no })).not.toBeNull();
  });
});

describe('admin notices (REST shims)', () => {
  const body = { title: '환불 안내', category: NoticeCategory.RETURN_REFUND, contents: '환불은 3일 걸립니다.' };

  it('adds, reads, edits and deletes, answering isSuccess', async () => {
    const added = await t.rest('POST', '/api/admin/help/notice', { body, token: admin });
    expect(added.body).toMatchObject({ isSuccess: true, ...body });
    const { no } = added.body as { no: number };

    const one = await t.rest('GET', `/api/admin/help/notice/${no}`, { token: admin });
    expect(one.body).toMatchObject({ no, ...body });
    const edited = await t.rest('PUT', `/api/admin/help/notice/${no}`, {
      body: { ...body, category: NoticeCategory.PAYMENT },
      token: admin,
    });
    expect(edited.body).toMatchObject({ isSuccess: true, category: NoticeCategory.PAYMENT });

    const list = await t.rest('GET', `/api/admin/help/notice?page=0&size=10&category=${encodeURIComponent('결제')}`, {
      token: admin,
    });
    const page = list.body as { totalPages: number; number: number; content: { no: number; category: string }[] };
    expect(page.number).toBe(0);
    expect(page.content.some((n) => n.no === no)).toBe(true);
    expect(page.content.every((n) => n.category === NoticeCategory.PAYMENT)).toBe(true);
    expect(list.statements).toBeLessThanOrEqual(3);

    expect((await t.rest('DELETE', `/api/admin/help/notice/${no}`, { token: admin })).body).toEqual({
      isSuccess: true,
    });
    expect((await t.rest('GET', `/api/admin/help/notice/${no}`, { token: admin })).status).toBe(404);
    expect((await historyOf(no)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers isSuccess false with the spec’s message when a field is missing', async () => {
    const res = await t.rest('POST', '/api/admin/help/notice', { body: { ...body, category: '' }, token: admin });
    expect(res).toMatchObject({ status: 200, body: { isSuccess: false, message: MSG.adminNotice.fieldsRequired } });
    const no = await seedNotice();
    const edit = await t.rest('PUT', `/api/admin/help/notice/${no}`, { body: { ...body, title: '' }, token: admin });
    expect(edit.body).toEqual({ isSuccess: false, message: MSG.adminNotice.fieldsRequired });
  });

  it('refuses members (403) and visitors (401) on every shim', async () => {
    const no = await seedNotice();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/help/notice', undefined],
      ['GET', `/api/admin/help/notice/${no}`, undefined],
      ['POST', '/api/admin/help/notice', body],
      ['PUT', `/api/admin/help/notice/${no}`, body],
      ['DELETE', `/api/admin/help/notice/${no}`, undefined],
    ];
    for (const [method, path, payload] of calls) {
      expect((await t.rest(method, path, { body: payload, token: member })).status, `${method} ${path}`).toBe(403);
      expect((await t.rest(method, path, { body: payload })).status, `${method} ${path}`).toBe(401);
    }
    expect((await t.em().findOneOrFail(Notice, { no })).title).toBe('기존 공지');
  });
});
