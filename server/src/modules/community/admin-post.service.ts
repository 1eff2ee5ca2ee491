import { LockMode } from '@mikro-orm/core';
import type { AdminPostArgsValue, ReportedPostArgsValue, ReportInfosArgsValue, RowRef } from '@scene-shop/domain';
import type { ReportCategory } from '../../common/enums.js';
import { placeholders } from '../../common/entity-rows.js';
import { notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { ReportedSort } from './admin-post.inputs.js';
import type { ReportInfo } from './admin-post.types.js';
import { Post } from './post.entity.js';
import { Report } from './report.entity.js';

/** Every post not in the trash (over-reported ones too), newest first: rows and count, two statements. */
export async function allPosts(ctx: Context, args: AdminPostArgsValue): Promise<Page<Post>> {
  const [rows, total] = await ctx.em.findAndCount(
    Post,
    { deleted: false },
    { orderBy: { date: 'desc', no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/** Posts not in the trash with at least one report, newest or most reported first: two statements. */
export async function reportedPosts(ctx: Context, args: ReportedPostArgsValue): Promise<Page<Post>> {
  const orderBy =
    args.sort === ReportedSort.MOST_REPORTED
      ? ({ reportsCount: 'desc', date: 'desc', no: 'desc' } as const)
      : ({ date: 'desc', no: 'desc' } as const);
  const [rows, total] = await ctx.em.findAndCount(
    Post,
    { deleted: false, reportsCount: { $gt: 0 } },
    { orderBy, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/**
 * The documented reportedInfos: one row per report (post number and reason) of posts not in the trash; `postNos`
 * narrows it to the posts on screen. One statement.
 */
export async function reportInfos(ctx: Context, { postNos }: ReportInfosArgsValue): Promise<ReportInfo[]> {
  if (postNos?.length === 0) return [];
  const narrow = postNos ? `and r.post_no in (${placeholders(postNos)})` : '';
  const rows = await ctx.em.execute<{ post_no: number; category: ReportCategory }[]>(
    `select r.post_no, r.category from report r join post p on p.no = r.post_no
      where p.deleted = false ${narrow} order by r.post_no desc, r.no`,
    postNos ? [...postNos] : [],
  );
  return rows.map((r) => ({ postNo: r.post_no, category: r.category }));
}

/**
 * The administrator moves a post to the trash: the change and its audit entry in one transaction; after the commit
 * the author (when it is not the administrator) gets the warning alert through the 'post.removedByAdmin' event.
 */
export async function removePost(ctx: Context, { no }: RowRef): Promise<Post> {
  const viewer = requireViewer(ctx);
  const { events } = ctx;
  const { post, recorded } = await ctx.em.transactional(async (tx) => {
    // The row lock makes a second, concurrent removal find the post already in the trash (one alert, one entry).
    const found = await tx.findOne(Post, { no, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!found) throw notFound();
    const before = { deleted: false, reportsCount: found.reportsCount, content: found.content };
    Object.assign(found, { deleted: true, deletedAt: new Date() });
    await recordAudit(tx, viewer, {
      subject: AuditSubject.POST,
      subjectNo: no,
      action: 'delete',
      before,
      after: { deleted: true },
    });
    const userNo = found.user.unwrap().no;
    const warning = { name: 'post.removedByAdmin' as const, payload: { postNo: no, userNo } };
    return { post: found, recorded: await events.record(tx, ...(userNo === viewer.no ? [] : [warning])) };
  });
  await events.deliver(recorded);
  return post;
}

/**
 * The administrator dismisses a post's reports: the post stays as it is (back in the feeds if the reports had hidden
 * it) and its reports go, so it leaves the reported list; a member may report it again. The change and its audit
 * entry are one transaction; a post without reports is answered as it is, with no entry.
 */
export async function dismissReports(ctx: Context, { no }: RowRef): Promise<Post> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (tx) => {
    // The row lock makes a concurrent dismissal (or removal) wait and then find the reports already gone.
    const post = await tx.findOne(Post, { no, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!post) throw notFound();
    if (post.reportsCount === 0) return post;
    await tx.nativeDelete(Report, { post: no });
    const before = { reportsCount: post.reportsCount };
    post.reportsCount = 0;
    await recordAudit(tx, viewer, {
      subject: AuditSubject.POST,
      subjectNo: no,
      action: 'dismissReports',
      before,
      after: { reportsCount: 0 },
    });
    return post;
  });
}
