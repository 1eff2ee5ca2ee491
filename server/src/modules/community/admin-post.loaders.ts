import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ReportCategory } from '../../common/enums.js';
import { placeholders } from '../../common/entity-rows.js';
import type { ReportReason } from './admin-post.types.js';

declare module '../../context/context.js' {
  interface Loaders {
    postReportReasons: DataLoader<number, ReportReason[]>;
  }
}

/** The report reasons of these posts with their counts, one statement whatever the number of posts. */
async function reportReasons(em: EntityManager, postNos: readonly number[]): Promise<Map<number, ReportReason[]>> {
  const reasons = new Map<number, ReportReason[]>(postNos.map((no) => [no, []]));
  if (postNos.length === 0) return reasons;
  const rows = await em.execute<{ post_no: number; category: ReportCategory; count: number }[]>(
    `select post_no, category, count(*)::int as count from report where post_no in (${placeholders(postNos)})
      group by post_no, category order by post_no, count desc, category`,
    [...postNos],
  );
  for (const row of rows) reasons.get(row.post_no)?.push({ category: row.category, count: row.count });
  return reasons;
}

/** The report reasons of a page of posts, one statement for the page. */
export const adminPostLoaders = (em: EntityManager) => ({
  postReportReasons: new DataLoader<number, ReportReason[]>(async (nos) => {
    const reasons = await reportReasons(em, nos);
    return nos.map((no) => reasons.get(no) ?? []);
  }),
});
