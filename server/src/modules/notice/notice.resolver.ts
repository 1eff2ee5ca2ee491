import { noticeListArgs, pageArgs, rowNo, type PageArgsValue } from '@scene-shop/domain';
import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { NoticeCategory } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Notice } from './notice.entity.js';
import * as notices from './notice.service.js';
import { CacheRead } from '../../common/cache-read.js';

const NoticePage = PageOf(Notice);

@Resolver(() => Notice)
export class NoticeResolver {
  @CacheRead({ reads: ['notice'] })
  @Query(() => NoticePage, { description: 'Help notices, newest first' })
  notices(
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @ParsedArg('category', () => NoticeCategory, noticeListArgs.shape.category, { nullable: true })
    category: NoticeCategory | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Page<Notice>> {
    return notices.listNotices(ctx, { ...page, category });
  }

  @CacheRead({ reads: ['notice'] })
  @Query(() => Notice, { nullable: true })
  notice(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Notice | null> {
    return notices.findNotice(ctx, { no });
  }
}
