import { noticeInput, rowNo, type NoticeInputValue } from '@scene-shop/domain';
import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { NoticeInput } from './admin-notice.inputs.js';
import * as admin from './admin-notice.service.js';
import { Notice } from './notice.entity.js';

/** The admin console's help notices (admin-console §2, §5); the list is the members' `notices`. */
@Resolver(() => Notice)
export class AdminNoticeResolver {
  @Authorized('ADMIN')
  @Query(() => Notice, { description: 'Admin: one notice to edit' })
  adminNotice(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Notice> {
    return admin.adminNotice(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Notice, { description: 'Admin: a new notice; title, category and contents are all required' })
  createNotice(
    @ParsedArg('input', () => NoticeInput, noticeInput) input: NoticeInputValue,
    @Ctx() ctx: Context,
  ): Promise<Notice> {
    return admin.createNotice(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Notice, { description: 'Admin: edits a notice' })
  updateNotice(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('input', () => NoticeInput, noticeInput) input: NoticeInputValue,
    @Ctx() ctx: Context,
  ): Promise<Notice> {
    return admin.updateNotice(ctx, { no, ...input });
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, { description: "Admin: deletes a notice; answers the deleted notice's number" })
  async deleteNotice(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<number> {
    await admin.deleteNotice(ctx, { no });
    return no;
  }
}
