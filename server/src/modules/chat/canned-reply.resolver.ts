import { cannedReplyInput, rowNo, type CannedReplyInputValue } from '@scene-shop/domain';
import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { CannedReply } from './canned-reply.entity.js';
import * as canned from './canned-reply.service.js';
import { CannedReplyInput } from './chat.inputs.js';

/** The admin's canned replies. */
@Resolver()
export class CannedReplyResolver {
  @Authorized('ADMIN')
  @Query(() => [CannedReply])
  cannedReplies(@Ctx() ctx: Context): Promise<CannedReply[]> {
    return canned.listCannedReplies(ctx);
  }

  @Authorized('ADMIN')
  @Mutation(() => CannedReply)
  saveCannedReply(
    @ParsedArg('input', () => CannedReplyInput, cannedReplyInput) input: CannedReplyInputValue,
    @Ctx() ctx: Context,
  ): Promise<CannedReply> {
    return canned.saveCannedReply(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  deleteCannedReply(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return canned.deleteCannedReply(ctx, { no });
  }
}
