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
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.member({ role: Role.ADMIN });
  member = await t.member();
});
afterAll(() => t.close());

const CARD = 'no userNickname pic content deleted reportsCount reportReasons { category count }';
const ALL = `query ($page: Int, $size: Int) { adminPosts(page: $page, size: $size) { content { ${CARD} } totalPages number size } }`;
const REPORTED = `query ($sort: ReportedSort, $page: Int) {
  adminReportedPosts(sort: $sort, page: $page) { content { ${CARD} } totalPages number } }`;
const INFOS = 'query ($nos: [Int!]) { adminReportInfos(postNos: $nos) { postNo category } }';
const DELETE = 'mutation ($no: Int!) { adminDeletePost(no: $no) { no deleted } }';
const DISMISS =
  'mutation ($no: Int!) { adminDismissReports(no: $no) { no deleted reportsCount reportReasons { count } } }';

type Card = { no: number; reportsCount: number; reportReasons: { category: string; count: number }[] };
type PageData = { content: Card[]; totalPages: number; number: number; size: number };

/** A post by a fresh author, reported by `reasons.length` other fresh members with those reasons. */
async function reported(reasons: ReportCategory[], date?: Date): Promise<{ post: Post; author: User }> {
  const { user: author } = await t.member();
  const em = t.em();
  const post = await makePost(em, author, { reportsCount: reasons.length, ...(date ? { date } : {}) });
  for (const category of reasons) em.create(Report, { post, user: (await t.member()).user, category });
  await em.flush();
  return { post, author };
}

describe('the moderation lists', () => {
  it('lists reported posts newest or most reported first, with reasons counted in one batched statement', async () => {
    const { INSULT, ADVERTISING, OBSCENE } = ReportCategory;
    const now = Date.now();
    // Far in the future, so these five lead the lists whatever else the other tests create.
    const at = (days: number) => new Date(now + (1000 + days) * 86_400_000);
    const a = await reported([INSULT, INSULT, ADVERTISING], at(1));
    const b = await reported([OBSCENE], at(5));
    const c = await reported([ADVERTISING, ADVERTISING, ADVERTISING, ADVERTISING, INSULT], at(3));
    const quiet = await makePost(t.em(), member.user, { date: at(6) });
    const trashed = await reported([INSULT, INSULT, INSULT, INSULT, INSULT, INSULT, INSULT], at(7));
    await t.em().nativeUpdate(Post, { no: trashed.post.no }, { deleted: true });

    const latest = await t.gql<{ adminReportedPosts: PageData }>(REPORTED, { sort: 'LATEST' }, admin.token);
    expect(latest.data!.adminReportedPosts.content.slice(0, 3).map((p) => p.no)).toEqual([
      b.post.no,
      c.post.no,
      a.post.no,
    ]);
    const most = await t.gql<{ adminReportedPosts: PageData }>(REPORTED, { sort: 'MOST_REPORTED' }, admin.token);
    const mostNos = most.data!.adminReportedPosts.content.map((p) => p.no);
    expect(mostNos.indexOf(c.post.no)).toBeLessThan(mostNos.indexOf(a.post.no));
    expect(mostNos).not.toContain(trashed.post.no);
    expect(most.data!.adminReportedPosts.content.find((p) => p.no === c.post.no)).toMatchObject({
      reportsCount: 5,
      reportReasons: [
        { category: 'ADVERTISING', count: 4 },
        { category: 'INSULT', count: 1 },
      ],
    });

    const all = await t.gql<{ adminPosts: PageData }>(ALL, {}, admin.token);
    expect(all.data!.adminPosts.size).toBe(5);
    expect(all.data!.adminPosts.content.map((p) => p.no)).toEqual([quiet.no, b.post.no, c.post.no, a.post.no]);
    expect(all.data!.adminPosts.content[0]!.reportReasons).toEqual([]);

    // A fixed number of statements: the page, its count, the authors and the reasons, however many posts.
    const one = await t.gql(ALL, { size: 1 }, admin.token);
    expect(one.statements).toBe(all.statements);
    expect(all.statements).toBeLessThanOrEqual(5);
  });

  it('answers the report infos, narrowed to given posts', async () => {
    const { post } = await reported([ReportCategory.OBSCENE, ReportCategory.INSULT]);
    const res = await t.gql<{ adminReportInfos: { postNo: number; category: string }[] }>(
      INFOS,
      { nos: [post.no] },
      admin.token,
    );
    expect(res.data!.adminReportInfos).toEqual([
      { postNo: post.no, category: 'OBSCENE' },
      { postNo: post.no, category: 'INSULT' },
    ]);
    const every = await t.gql<{ adminReportInfos: unknown[] }>(INFOS, {}, admin.token);
    expect(every.data!.adminReportInfos.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses more posts than a page holds, naming the argument', async () => {
    const nos = Array.from({ length: 101 }, (_, i) => i + 1);
    const res = await t.gql(INFOS, { nos }, admin.token);
    expect(res.errors?.[0]).toMatchObject({
      message: MSG.common.badInput,
      extensions: { code: 'BAD_USER_INPUT', field: 'postNos' },
    });
  });

  it('refuses members (FORBIDDEN) and visitors (UNAUTHENTICATED) on every field', async () => {
    const { post } = await reported([ReportCategory.INSULT]);
    const calls: [string, Record<string, unknown>][] = [
      [ALL, {}],
      [REPORTED, {}],
      [INFOS, {}],
      [DELETE, { no: post.no }],
      [DISMISS, { no: post.no }],
      ['query ($no: Int!) { post(no: $no) { no reportReasons { count } } }', { no: post.no }],
    ];
    for (const [query, variables] of calls) {
      expect((await t.gql(query, variables, member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await t.em().findOneOrFail(Post, { no: post.no })).toMatchObject({ deleted: false, reportsCount: 1 });
  });
});

describe('dismissing the reports of a post', () => {
  it('keeps the post, drops its reports from the reported list, records the audit entry and warns nobody', async () => {
    const reasons = [ReportCategory.INSULT, ReportCategory.INSULT, ReportCategory.OBSCENE];
    const { post, author } = await reported([...reasons, ...reasons]);
    const res = await t.gql<{ adminDismissReports: Card & { deleted: boolean } }>(
      DISMISS,
      { no: post.no },
      admin.token,
    );
    expect(res.data!.adminDismissReports).toEqual({ no: post.no, deleted: false, reportsCount: 0, reportReasons: [] });

    const em = t.em();
    expect(await em.findOneOrFail(Post, { no: post.no })).toMatchObject({ deleted: false, reportsCount: 0 });
    expect(await em.count(Report, { post: post.no })).toBe(0);
    const listed = await t.gql<{ adminReportedPosts: PageData }>(REPORTED, { sort: 'LATEST' }, admin.token);
    expect(listed.data!.adminReportedPosts.content.map((p) => p.no)).not.toContain(post.no);
    const entries = await em.find(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no });
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['dismissReports', admin.user.id, { reportsCount: 6 }, { reportsCount: 0 }],
    ]);
    expect(await em.count(Alert, { user: author.no })).toBe(0);

    // Again: the post as it is, no second entry. A member may report it anew.
    expect((await t.gql(DISMISS, { no: post.no }, admin.token)).errors).toBeUndefined();
    expect(await t.em().count(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no })).toBe(1);
    const again = await t.gql(
      'mutation ($no: Int!) { reportPost(postNo: $no, category: INSULT) { reportsCount } }',
      { no: post.no },
      member.token,
    );
    expect(again.data).toEqual({ reportPost: { reportsCount: 1 } });
  });

  it('refuses a post in the trash or missing, changing nothing', async () => {
    const { post } = await reported([ReportCategory.ADVERTISING]);
    await t.gql(DELETE, { no: post.no }, admin.token);
    for (const no of [post.no, 999_999]) {
      expect((await t.gql(DISMISS, { no }, admin.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await t.em().count(Report, { post: post.no })).toBe(1);
  });
});

describe('removing a post', () => {
  it('moves it to the trash, records the audit entry and warns the author once', async () => {
    const { post, author } = await reported([ReportCategory.INSULT, ReportCategory.OBSCENE]);
    const res = await t.gql<{ adminDeletePost: { no: number; deleted: boolean } }>(
      DELETE,
      { no: post.no },
      admin.token,
    );
    expect(res.data!.adminDeletePost).toEqual({ no: post.no, deleted: true });

    const em = t.em();
    expect(await em.findOneOrFail(Post, { no: post.no })).toMatchObject({ deleted: true, deletedAt: expect.any(Date) });
    const entries = await em.find(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'delete', actorId: admin.user.id, after: { deleted: true } });
    expect(entries[0]!.before).toMatchObject({ deleted: false, reportsCount: 2 });
    const alerts = await em.find(Alert, { user: author.no });
    expect(alerts.map((a) => a.content)).toEqual([MSG.communityAlert.postRemoved]);

    // Again, or concurrently: not found, no second entry, no second alert.
    const again = await t.gql(DELETE, { no: post.no }, admin.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.em().count(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no })).toBe(1);
    expect(await t.em().count(Alert, { user: author.no })).toBe(1);
  });

  it('lets only one of two concurrent removals through', async () => {
    const { post, author } = await reported([ReportCategory.ADVERTISING]);
    const results = await Promise.all([1, 2].map(() => t.gql(DELETE, { no: post.no }, admin.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(await t.em().count(AuditEntry, { subject: AuditSubject.POST, subjectNo: post.no })).toBe(1);
    expect(await t.em().count(Alert, { user: author.no })).toBe(1);
  });

  it("alerts nobody when the admin removes the admin's own post, and refuses a missing one", async () => {
    const own = await makePost(t.em(), admin.user);
    expect((await t.gql(DELETE, { no: own.no }, admin.token)).errors).toBeUndefined();
    expect(await t.em().count(Alert, { user: admin.user.no })).toBe(0);
    expect((await t.gql(DELETE, { no: 999_999 }, admin.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
