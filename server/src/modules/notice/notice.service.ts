import type { FilterQuery } from '@mikro-orm/core';
import type { NoticeListArgsValue, RowRef } from '@scene-shop/domain';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { Notice } from './notice.entity.js';

/** Notices newest first, optionally of one category. */
export async function listNotices(ctx: Context, args: NoticeListArgsValue): Promise<Page<Notice>> {
  const where: FilterQuery<Notice> = args.category ? { category: args.category } : {};
  const [rows, total] = await ctx.em.findAndCount(Notice, where, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

export function findNotice(ctx: Context, { no }: RowRef): Promise<Notice | null> {
  return ctx.em.findOne(Notice, { no });
}
