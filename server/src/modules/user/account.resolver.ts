import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import { AccountInput } from './account.inputs.js';
import * as account from './account.service.js';
import { User } from './user.entity.js';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => User, { description: 'Edit the my-page profile (address, phone, name while empty, password)' })
  updateMyAccount(@Arg('input') input: AccountInput, @Ctx() ctx: Context): Promise<User> {
    return account.updateAccount(ctx.em, ctx.limits, requireViewer(ctx).no, input);
  }

  @Authorized()
  @Query(() => Boolean, { description: "Whether this is the caller's current password" })
  checkPassword(@Arg('pwd') pwd: string, @Ctx() ctx: Context): Promise<boolean> {
    return account.checkPassword(ctx.em, ctx.limits, requireViewer(ctx).no, pwd);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'False while the caller has an order in 주문접수 or 배송중' })
  canWithdraw(@Ctx() ctx: Context): Promise<boolean> {
    return account.canWithdraw(ctx.em, ctx.hooks, requireViewer(ctx).no);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Leave the service; email must be the account's" })
  async withdraw(
    @Arg('email') email: string,
    @Arg('naverAccessToken', () => String, { nullable: true }) naverAccessToken: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await account.withdraw(ctx.em, ctx, requireViewer(ctx).no, email, naverAccessToken ?? null);
    return true;
  }
}
