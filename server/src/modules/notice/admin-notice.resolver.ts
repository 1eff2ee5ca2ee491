import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context/context.js';
import { NoticeInput } from './admin-notice.inputs.js';
import * as admin from './admin-notice.service.js';
import { Notice } from './notice.entity.js';

/** The admin console's help notices (admin-console §2, §5); the list is the members' `notices`. */
@Resolver(() => Notice)
export class AdminNoticeResolver {
  @Authorized('ADMIN')
  @Query(() => Notice, { description: 'Admin: one notice to edit' })
  adminNotice(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Notice> {
    return admin.adminNotice(ctx.em, no);
  }

  @Authorized('ADMIN')
  @Mutation(() => Notice, { description: 'Admin: a new notice; title, category and contents are all required' })
  createNotice(@Arg('input') input: NoticeInput, @Ctx() ctx: Context): Promise<Notice> {
    return admin.createNotice(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Notice, { description: 'Admin: edits a notice' })
  updateNotice(
    @Arg('no', () => Int) no: number,
    @Arg('input') input: NoticeInput,
    @Ctx() ctx: Context,
  ): Promise<Notice> {
    return admin.updateNotice(ctx, no, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, { description: "Admin: deletes a notice; answers the deleted notice's number" })
  async deleteNotice(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<number> {
    await admin.deleteNotice(ctx, no);
    return no;
  }
}
