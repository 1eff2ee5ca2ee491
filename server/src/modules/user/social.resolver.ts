import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuthPayload } from './auth.inputs.js';
import { configuredProviders } from './oauth-providers.js';
import * as social from './social-auth.service.js';
import { completeSignup } from './social-signup.service.js';
import { linkedProviders } from './social-link.service.js';
import { SocialAuthorization, SocialProvider, SocialSignIn, SocialSignupInput } from './social.types.js';
import { User } from './user.entity.js';
import { CacheRead } from '../../common/cache-read.js';

@Resolver(() => User)
export class SocialResolver {
  @CacheRead({ reads: [] })
  @Query(() => [SocialProvider], { description: 'The providers configured here (their buttons are shown)' })
  socialProviders(@Ctx() ctx: Context): SocialProvider[] {
    return configuredProviders(ctx.config);
  }

  @Mutation(() => SocialAuthorization, { description: "Start a provider sign-in: the provider's authorize URL" })
  startSocialLogin(
    @Arg('provider', () => SocialProvider) provider: SocialProvider,
    @Ctx() ctx: Context,
  ): Promise<SocialAuthorization> {
    return social.startSignIn(ctx.em, ctx, provider);
  }

  @Authorized()
  @Mutation(() => SocialAuthorization, { description: 'Start linking a provider to own-id account (password first)' })
  startSocialLink(
    @Arg('provider', () => SocialProvider) provider: SocialProvider,
    @Arg('password') password: string,
    @Ctx() ctx: Context,
  ): Promise<SocialAuthorization> {
    return social.startLink(ctx.em, ctx, requireViewer(ctx), provider, password);
  }

  @Mutation(() => SocialSignIn, { description: "Finish a provider sign-in or link with the callback's code and state" })
  completeSocialLogin(
    @Arg('provider', () => SocialProvider) provider: SocialProvider,
    @Arg('code') code: string,
    @Arg('state') state: string,
    @Ctx() ctx: Context,
  ): Promise<SocialSignIn> {
    return social.completeSignIn(ctx.em, ctx, ctx.viewer, provider, { code, state });
  }

  @Mutation(() => AuthPayload, { description: 'Complete the profile of a new provider account and sign in' })
  async completeSocialSignup(
    @Arg('ticket') ticket: string,
    @Arg('input') input: SocialSignupInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const { token, user } = await completeSignup(ctx.em, ctx.config, ticket, input);
    return { token, user, mustChangePassword: false };
  }

  @Authorized('SELF')
  @FieldResolver(() => [SocialProvider], { nullable: true, description: 'Providers linked to the account' })
  socialLinks(@Root() user: User): SocialProvider[] {
    return linkedProviders(user);
  }
}
