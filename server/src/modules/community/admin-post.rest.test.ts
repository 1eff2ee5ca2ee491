import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import type { User } from '../user/user.entity.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Post } from './post.entity.js';
import { Report } from './report.entity.js';

let t: TestApp;
let admin: { user: User; token: string };
let member: { user: User; token: string };
let author: User;
let post: Post;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.member({ role: Role.ADMIN });
  member = await t.member();
  author = (await t.member({ nickname: '작성자' })).user;
  const em = t.em();
  await makePost(em, author, { content: '짧은 글' });
  post = await makePost(em, author, { content: '열다섯 글자를 넘는 아주 긴 게시글 내용입니다', reportsCount: 3 });
  for (const category of [ReportCategory.INSULT, ReportCategory.INSULT, ReportCategory.OBSCENE])
    em.create(Report, { post, user: (await t.member()).user, category });
  await em.flush();
});
afterAll(() => t.close());

type Page = { content: Record<string, unknown>[]; totalPages: number; number: number };

describe('the community moderation shims', () => {
  it('GET /api/admin/posts answers the page shape with a 15-character preview and the reasons', async () => {
    const res = await t.rest('GET', '/api/admin/posts?page=0&size=5', { token: admin.token });
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page).toMatchObject({ totalPages: 1, number: 0 });
    expect(page.content[0]).toMatchObject({
      no: post.no,
      userNickname: '작성자',
      pic: post.pic,
      content: post.content,
      preview: [...post.content].slice(0, 15).join(''),
      deleted: false,
      reportsCount: 3,
      reportReasons: [
        { category: ReportCategory.INSULT, count: 2 },
        { category: ReportCategory.OBSCENE, count: 1 },
      ],
    });
    expect(page.content[1]).toMatchObject({ content: '짧은 글', reportReasons: [] });
    // Batched: one post or two, the same statements (page, count, authors, reasons).
    const one = await t.rest('GET', '/api/admin/posts?size=1', { token: admin.token });
    expect(one.statements).toBe(res.statements);
  });

  it('GET /api/admin/posts/reported sorts by latest or mostReported and refuses another sort', async () => {
    for (const sort of ['latest', 'mostReported']) {
      const res = await t.rest('GET', `/api/admin/posts/reported?page=0&size=5&sort=${sort}`, { token: admin.token });
      expect((res.body as Page).content.map((p) => p.no)).toEqual([post.no]);
    }
    expect((await t.rest('GET', '/api/admin/posts/reported?sort=no,desc', { token: admin.token })).status).toBe(400);
  });

  it('GET /api/admin/posts/reportedInfos lists post numbers and reasons', async () => {
    const res = await t.rest('GET', '/api/admin/posts/reportedInfos', { token: admin.token });
    expect(res.body).toEqual([
      { postNo: post.no, category: ReportCategory.INSULT },
      { postNo: post.no, category: ReportCategory.INSULT },
      { postNo: post.no, category: ReportCategory.OBSCENE },
    ]);
    const narrowed = await t.rest('GET', `/api/admin/posts/reportedInfos?postNos=${post.no + 1000}`, {
      token: admin.token,
    });
    expect(narrowed.body).toEqual([]);
  });

  it('GET /api/admin/posts/reportedInfos reads postNos=1,2,3 as numbers and refuses a malformed list', async () => {
    const path = (postNos: string) => `/api/admin/posts/reportedInfos?postNos=${postNos}`;
    const both = await t.rest('GET', path(`${post.no},${post.no + 1000}`), { token: admin.token });
    expect((both.body as unknown[]).length).toBe(3);
    const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const bad of ['1,,2', '0', 'x', '1,-2', '01', hundredAndOne]) {
      const res = await t.rest('GET', path(bad), { token: admin.token });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.common.badInput, key: 'common.badInput' });
    }
  });

  it('refuses members with 403 and visitors with 401 on every shim', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/posts'],
      ['GET', '/api/admin/posts/reported'],
      ['GET', '/api/admin/posts/reportedInfos'],
      ['DELETE', `/api/admin/posts/${post.no}`],
    ];
    for (const [method, path] of calls) {
      expect((await t.rest(method, path, { token: member.token })).status).toBe(403);
      expect((await t.rest(method, path)).status).toBe(401);
    }
    expect((await t.em().findOneOrFail(Post, { no: post.no })).deleted).toBe(false);
  });

  it('DELETE /api/admin/posts/{no} answers isSuccess, trashes the post, audits and alerts the author', async () => {
    const res = await t.rest('DELETE', `/api/admin/posts/${post.no}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { isSuccess: true } });
    const em = t.em();
    expect((await em.findOneOrFail(Post, { no: post.no })).deleted).toBe(true);
    expect(await em.count(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no, action: 'delete' })).toBe(1);
    expect((await em.find(Alert, { user: author.no })).map((a) => a.content)).toEqual([MSG.communityAlert.postRemoved]);

    // Deleted posts leave both lists; a second delete is not found.
    const listed = (await t.rest('GET', '/api/admin/posts', { token: admin.token })).body as Page;
    expect(listed.content.map((p) => p.no)).not.toContain(post.no);
    const reported = (await t.rest('GET', '/api/admin/posts/reported', { token: admin.token })).body as Page;
    expect(reported.content).toEqual([]);
    expect((await t.rest('DELETE', `/api/admin/posts/${post.no}`, { token: admin.token })).status).toBe(404);
    expect((await t.rest('DELETE', '/api/admin/posts/abc', { token: admin.token })).status).toBe(400);
  });
});
