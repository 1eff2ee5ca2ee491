import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { MSG } from '../../common/messages.js';
import type { Context } from '../../context/context.js';
import * as auth from './auth.service.js';
import * as codes from './email-code.service.js';
import { EmailCheckResult, EmailCodeResult, EmailCodeStatus } from './email.types.js';
import { requestPasswordReset } from './password-reset.service.js';

const CODE_MESSAGES = {
  VERIFIED: MSG.auth.codeVerified,
  MISMATCH: MSG.auth.codeMismatch,
  FAILED: MSG.auth.codeFailed,
} as const;

@Resolver()
export class EmailResolver {
  @Mutation(() => Boolean, { description: 'Mail a 6-digit code to verify the email (valid 10 minutes, 5 tries)' })
  async sendVerificationCode(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    await codes.sendCode(ctx.em, ctx, email);
    return true;
  }

  @Mutation(() => EmailCodeResult)
  async verifyEmailCode(
    @Arg('email') email: string,
    @Arg('code') code: string,
    @Ctx() ctx: Context,
  ): Promise<EmailCodeResult> {
    const check = await codes.verifyCode(ctx.em, ctx.config, email, code);
    return {
      status: EmailCodeStatus[check.status],
      message: CODE_MESSAGES[check.status],
      verification: check.status === 'VERIFIED' ? check.proof : null,
    };
  }

  @Query(() => EmailCheckResult)
  async emailCheck(
    @Arg('email') email: string,
    @Arg('verification', () => String, { nullable: true }) verification: string | null,
    @Ctx() ctx: Context,
  ): Promise<EmailCheckResult> {
    const { owner, ...kinds } = await auth.checkEmail(ctx.em, ctx, email, verification ?? undefined);
    return {
      ...kinds,
      name: owner?.name ?? null,
      tel: owner?.tel ?? null,
      zipcode: owner?.zipcode ?? null,
      address: owner?.address ?? null,
    };
  }

  @Mutation(() => Boolean, { description: 'Mail a temporary password (30 minutes) when id and email match' })
  async requestPasswordReset(
    @Arg('id') id: string,
    @Arg('email') email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await requestPasswordReset(ctx.em, ctx, id, email);
    return true;
  }
}
