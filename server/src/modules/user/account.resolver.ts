import {
  accountInput,
  languageInput,
  passwordCheckInput,
  withdrawInput,
  type AccountInputValue,
  type Language,
} from '@scene-shop/domain';
import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AccountInput } from './account.inputs.js';
import * as account from './account.service.js';
import { User } from './user.entity.js';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => User, { description: 'Edit the my-page profile (address, phone, name while empty, password)' })
  updateMyAccount(
    @ParsedArg('input', () => AccountInput, accountInput) input: AccountInputValue,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return account.updateAccount(ctx, input);
  }

  @Authorized()
  @Mutation(() => User, {
    description: 'Keep the interface language on the account (ko, en, ja, zh-CN, es, de): alerts and mails use it',
  })
  setLanguage(
    @ParsedArg('language', () => String, languageInput.shape.language) language: Language,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return account.setLanguage(ctx, { language });
  }

  @Authorized()
  @Query(() => Boolean, { description: "Whether this is the caller's current password" })
  checkPassword(
    @ParsedArg('pwd', () => String, passwordCheckInput.shape.pwd) pwd: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return account.checkPassword(ctx, { pwd });
  }

  @Authorized()
  @Query(() => Boolean, { description: 'False while the caller has an order in 주문접수 or 배송중' })
  canWithdraw(@Ctx() ctx: Context): Promise<boolean> {
    return account.canWithdraw(ctx, {});
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Leave the service; email must be the account's" })
  async withdraw(
    @ParsedArg('email', () => String, withdrawInput.shape.email) email: string,
    @ParsedArg('naverAccessToken', () => String, withdrawInput.shape.naverAccessToken, { nullable: true })
    naverAccessToken: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await account.withdraw(ctx, { email, naverAccessToken });
    return true;
  }
}
