import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportCategory } from '../../common/enums.js';
import { AppError, conflict, notFound } from '../../common/errors.js';
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
export async function reportPost(
  em: EntityManager,
  userNo: number,
  postNo: number,
  category: ReportCategory,
): Promise<ReportState> {
  const post = await em.findOne(Post, { no: postNo, deleted: false });
  if (!post) throw notFound();
  if (post.user.unwrap().no === userNo) throw new AppError('FORBIDDEN', msg('report.ownPost'));
  const [row] = await em.execute<{ reports_count: number; added: number }[]>(REPORT, [
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
