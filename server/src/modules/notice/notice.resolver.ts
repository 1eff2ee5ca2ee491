import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { NoticeCategory } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
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
    @Args() page: PageArgs,
    @Arg('category', () => NoticeCategory, { nullable: true }) category: NoticeCategory | null,
    @Ctx() ctx: Context,
  ): Promise<Page<Notice>> {
    return notices.listNotices(ctx.em, category ?? null, page);
  }

  @CacheRead({ reads: ['notice'] })
  @Query(() => Notice, { nullable: true })
  notice(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Notice | null> {
    return notices.findNotice(ctx.em, no);
  }
}
