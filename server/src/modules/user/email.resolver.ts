import { emailCheckArgs, emailCodeInput, passwordResetInput } from '@scene-shop/domain';
import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { MSG } from '../../common/messages.js';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import * as auth from './auth.service.js';
import * as codes from './email-code.service.js';
import { EmailCheckResult, EmailCodeResult, EmailCodeStatus } from './email.types.js';
import { requestPasswordReset } from './password-reset.service.js';

/** A check's answer is not an error: its status and the spec's Korean text (§8). */
const CODE_MESSAGES = {
  VERIFIED: MSG.auth.codeVerified,
  MISMATCH: MSG.auth.codeMismatch,
  FAILED: MSG.auth.codeFailed,
} as const;

@Resolver()
export class EmailResolver {
  @Mutation(() => Boolean, { description: 'Mail a 6-digit code to verify the email (valid 10 minutes, 5 tries)' })
  async sendVerificationCode(
    @ParsedArg('email', () => String, emailCodeInput.shape.email) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await codes.sendCode(ctx, { email });
    return true;
  }

  @Mutation(() => EmailCodeResult)
  async verifyEmailCode(
    @ParsedArg('email', () => String, emailCodeInput.shape.email) email: string,
    @ParsedArg('code', () => String, emailCodeInput.shape.code) code: string,
    @Ctx() ctx: Context,
  ): Promise<EmailCodeResult> {
    const check = await codes.verifyCode(ctx, { email, code });
    return {
      status: EmailCodeStatus[check.status],
      message: CODE_MESSAGES[check.status],
      verification: check.status === 'VERIFIED' ? check.proof : null,
    };
  }

  @Query(() => EmailCheckResult)
  async emailCheck(
    @ParsedArg('email', () => String, emailCheckArgs.shape.email) email: string,
    @ParsedArg('verification', () => String, emailCheckArgs.shape.verification, { nullable: true })
    verification: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<EmailCheckResult> {
    const { owner, ...kinds } = await auth.checkEmail(ctx, { email, verification });
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
    @ParsedArg('id', () => String, passwordResetInput.shape.id) id: string,
    @ParsedArg('email', () => String, passwordResetInput.shape.email) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await requestPasswordReset(ctx, { id, email });
    return true;
  }
}
