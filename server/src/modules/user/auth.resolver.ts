import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context/context.js';
import { AuthPayload, RegisterInput } from './auth.inputs.js';
import * as auth from './auth.service.js';
import { User } from './user.entity.js';
import { CacheRead } from '../../common/cache-read.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Log in with own id and password' })
  login(@Arg('id') id: string, @Arg('pwd') pwd: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return auth.login(ctx.em, ctx.config, ctx, id, pwd);
  }

  @Mutation(() => User, { description: 'Register an own-id account' })
  register(@Arg('input') input: RegisterInput, @Ctx() ctx: Context): Promise<User> {
    return auth.register(ctx.em, input);
  }

  @Mutation(() => User, {
    description: 'Give a Kakao or Naver account, found by its verified email, an own id and password',
  })
  integrateOwnId(@Arg('input') input: RegisterInput, @Ctx() ctx: Context): Promise<User> {
    return auth.integrateOwnId(ctx.em, input);
  }

  @CacheRead({ reads: ['users'], scope: 'PRIVATE' })
  @Query(() => User, { nullable: true, description: 'The signed-in member, from the token' })
  me(@Ctx() ctx: Context): Promise<User | null> {
    return auth.me(ctx.em, ctx.viewer);
  }

  @CacheRead({ reads: ['users'], scope: 'PRIVATE' })
  @Query(() => User, {
    nullable: true,
    description: "A member's public profile; personal fields only for that member or the admin",
  })
  member(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<User | null> {
    return auth.findMember(ctx.em, no);
  }

  @Query(() => Boolean, { description: 'Whether an own login id is taken' })
  idExists(@Arg('id') id: string, @Ctx() ctx: Context): Promise<boolean> {
    return auth.idExists(ctx.em, ctx, id);
  }
}
