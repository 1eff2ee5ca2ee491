import { msg, type PostReportInputValue } from '@scene-shop/domain';
import { AppError, conflict, notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { Post } from './post.entity.js';
import { isHiddenByReports } from './post.service.js';

export interface ReportState {
  postNo: number;
  reportsCount: number;
  hiddenByReports: boolean;
}

/** The conditional insert and the count change in one statement: a repeat changes nothing. */
const REPORT = `with added as (
    insert into report (post_no, user_no, category) values (?, ?, ?) on conflict (post_no, user_no) do nothing
    returning 1
  )
  update post set reports_count = reports_count + (select count(*) from added) where no = ?
  returning reports_count, (select count(*) from added)::int as added`;

/** Reports another member's active post, once per member; above 5 reports the post leaves the feeds. */
export async function reportPost(ctx: Context, { postNo, category }: PostReportInputValue): Promise<ReportState> {
  const userNo = requireViewer(ctx).no;
  const post = await ctx.em.findOne(Post, { no: postNo, deleted: false });
  if (!post) throw notFound();
  if (post.user.unwrap().no === userNo) throw new AppError('FORBIDDEN', msg('report.ownPost'));
  const [row] = await ctx.em.execute<{ reports_count: number; added: number }[]>(REPORT, [
    postNo,
    userNo,
    category,
    postNo,
  ]);
  if (!row) throw notFound();
  if (row.added === 0) throw conflict(msg('report.already'));
  return {
    postNo,
    reportsCount: row.reports_count,
    hiddenByReports: isHiddenByReports({ reportsCount: row.reports_count }),
  };
}
