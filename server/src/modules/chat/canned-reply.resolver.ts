import { issue } from '@scene-shop/domain';
import { IsOptional, Length, Matches, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context/context.js';
import { CannedReply } from './canned-reply.entity.js';
import * as canned from './canned-reply.service.js';
import { MAX_MESSAGE_LENGTH } from './chat.service.js';

@InputType()
export class CannedReplyInput {
  @Field(() => Int, { nullable: true, description: 'The reply to change; none adds one' })
  @IsOptional()
  @Min(1)
  no?: number | null;

  @Field({ description: 'Typed after / in the composer: letters, digits, - and _' })
  @Matches(/^[\p{L}\p{N}_-]{1,20}$/u, { message: issue('common.badInput') })
  shortcut!: string;

  @Field()
  @Length(1, MAX_MESSAGE_LENGTH, { message: issue('chat.tooLong', MAX_MESSAGE_LENGTH) })
  @Matches(/\S/, { message: issue('chat.blank') })
  content!: string;
}

/** The admin's canned replies. */
@Resolver()
export class CannedReplyResolver {
  @Authorized('ADMIN')
  @Query(() => [CannedReply])
  cannedReplies(@Ctx() ctx: Context): Promise<CannedReply[]> {
    return canned.listCannedReplies(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => CannedReply)
  saveCannedReply(@Arg('input') input: CannedReplyInput, @Ctx() ctx: Context): Promise<CannedReply> {
    return canned.saveCannedReply(ctx.em, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  deleteCannedReply(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return canned.deleteCannedReply(ctx.em, no);
  }
}
