import {
  idCheckArgs,
  loginInput,
  registerInput,
  rowNo,
  type LoginInputValue,
  type RegisterInputValue,
} from '@scene-shop/domain';
import { Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AuthPayload, RegisterInput } from './auth.inputs.js';
import * as auth from './auth.service.js';
import { User } from './user.entity.js';
import { CacheRead } from '../../common/cache-read.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Log in with own id and password' })
  login(
    @ParsedArg('id', () => String, loginInput.shape.id) id: LoginInputValue['id'],
    @ParsedArg('pwd', () => String, loginInput.shape.pwd) pwd: LoginInputValue['pwd'],
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return auth.login(ctx, { id, pwd });
  }

  @Mutation(() => User, { description: 'Register an own-id account' })
  register(
    @ParsedArg('input', () => RegisterInput, registerInput) input: RegisterInputValue,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return auth.register(ctx, input);
  }

  @Mutation(() => User, {
    description: 'Give a Kakao or Naver account, found by its verified email, an own id and password',
  })
  integrateOwnId(
    @ParsedArg('input', () => RegisterInput, registerInput) input: RegisterInputValue,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return auth.integrateOwnId(ctx, input);
  }

  @CacheRead({ reads: ['users'], scope: 'PRIVATE' })
  @Query(() => User, { nullable: true, description: 'The signed-in member, from the token' })
  me(@Ctx() ctx: Context): Promise<User | null> {
    return auth.me(ctx);
  }

  @CacheRead({ reads: ['users'], scope: 'PRIVATE' })
  @Query(() => User, {
    nullable: true,
    description: "A member's public profile; personal fields only for that member or the admin",
  })
  member(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<User | null> {
    return auth.findMember(ctx, { no });
  }

  @Query(() => Boolean, { description: 'Whether an own login id is taken' })
  idExists(@ParsedArg('id', () => String, idCheckArgs.shape.id) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return auth.idExists(ctx, { id });
  }
}
