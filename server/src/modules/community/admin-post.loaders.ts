import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ReportReason } from './admin-post.types.js';
import { reportReasons } from './admin-post.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    postReportReasons: DataLoader<number, ReportReason[]>;
  }
}

/** The report reasons of a page of posts, one statement for the page. */
export const adminPostLoaders = (em: EntityManager) => ({
  postReportReasons: new DataLoader<number, ReportReason[]>(async (nos) => {
    const reasons = await reportReasons(em, nos);
    return nos.map((no) => reasons.get(no) ?? []);
  }),
});
