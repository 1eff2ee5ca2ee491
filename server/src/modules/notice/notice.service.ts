import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NoticeCategory } from '../../common/enums.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { Notice } from './notice.entity.js';

/** Notices newest first, optionally of one category. */
export async function listNotices(
  em: EntityManager,
  category: NoticeCategory | null,
  args: PageArgs,
): Promise<Page<Notice>> {
  const where: FilterQuery<Notice> = category ? { category } : {};
  const [rows, total] = await em.findAndCount(Notice, where, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

export function findNotice(em: EntityManager, no: number): Promise<Notice | null> {
  return em.findOne(Notice, { no });
}
