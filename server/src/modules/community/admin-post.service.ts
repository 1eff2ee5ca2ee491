import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportCategory } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import type { EventBus } from '../../common/events.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Viewer } from '../../context/policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { ReportedSort, type AdminPostArgs, type ReportedPostArgs } from './admin-post.inputs.js';
import type { ReportInfo, ReportReason } from './admin-post.types.js';
import { Post } from './post.entity.js';

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Every post not in the trash (over-reported ones too), newest first: rows and count, two statements. */
export async function allPosts(em: EntityManager, args: AdminPostArgs): Promise<Page<Post>> {
  const [rows, total] = await em.findAndCount(
    Post,
    { deleted: false },
    { orderBy: { date: 'desc', no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/** Posts not in the trash with at least one report, newest or most reported first: two statements. */
export async function reportedPosts(em: EntityManager, args: ReportedPostArgs): Promise<Page<Post>> {
  const orderBy =
    args.sort === ReportedSort.MOST_REPORTED
      ? ({ reportsCount: 'desc', date: 'desc', no: 'desc' } as const)
      : ({ date: 'desc', no: 'desc' } as const);
  const [rows, total] = await em.findAndCount(
    Post,
    { deleted: false, reportsCount: { $gt: 0 } },
    { orderBy, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/** The report reasons of these posts with their counts, one statement whatever the number of posts. */
export async function reportReasons(
  em: EntityManager,
  postNos: readonly number[],
): Promise<Map<number, ReportReason[]>> {
  const reasons = new Map<number, ReportReason[]>(postNos.map((no) => [no, []]));
  if (postNos.length === 0) return reasons;
  const rows = await em.execute<{ post_no: number; category: ReportCategory; count: number }[]>(
    `select post_no, category, count(*)::int as count from report where post_no in (${marks(postNos)})
      group by post_no, category order by post_no, count desc, category`,
    [...postNos],
  );
  for (const row of rows) reasons.get(row.post_no)?.push({ category: row.category, count: row.count });
  return reasons;
}

/**
 * The documented reportedInfos: one row per report (post number and reason) of posts not in the trash; `postNos`
 * narrows it to the posts on screen. One statement.
 */
export async function reportInfos(em: EntityManager, postNos?: readonly number[]): Promise<ReportInfo[]> {
  if (postNos?.length === 0) return [];
  const narrow = postNos ? `and r.post_no in (${marks(postNos)})` : '';
  const rows = await em.execute<{ post_no: number; category: ReportCategory }[]>(
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
export async function removePost(em: EntityManager, events: EventBus, viewer: Viewer, no: number): Promise<Post> {
  const { post, recorded } = await em.transactional(async (tx) => {
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
