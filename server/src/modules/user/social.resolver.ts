import {
  socialCallbackInput,
  socialLinkInput,
  socialSignupInput,
  socialTicket,
  type SocialSignupArgsValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AuthPayload } from './auth.inputs.js';
import { configuredProviders } from './oauth-providers.js';
import * as social from './social-auth.service.js';
import { linkedProviders } from './social-link.js';
import { completeSignup } from './social-signup.service.js';
import { SocialAuthorization, SocialProvider, SocialSignIn, SocialSignupInput } from './social.types.js';
import { User } from './user.entity.js';
import { CacheRead } from '../../common/cache-read.js';

const { provider: providerArg, code: codeArg, state: stateArg } = socialCallbackInput.shape;

@Resolver(() => User)
export class SocialResolver {
  @CacheRead({ reads: [] })
  @Query(() => [SocialProvider], { description: 'The providers configured here (their buttons are shown)' })
  socialProviders(@Ctx() ctx: Context): SocialProvider[] {
    return configuredProviders(ctx.config);
  }

  @Mutation(() => SocialAuthorization, { description: "Start a provider sign-in: the provider's authorize URL" })
  startSocialLogin(
    @ParsedArg('provider', () => SocialProvider, providerArg) provider: SocialProvider,
    @Ctx() ctx: Context,
  ): Promise<SocialAuthorization> {
    return social.startSignIn(ctx, { provider });
  }

  @Authorized()
  @Mutation(() => SocialAuthorization, { description: 'Start linking a provider to own-id account (password first)' })
  startSocialLink(
    @ParsedArg('provider', () => SocialProvider, socialLinkInput.shape.provider) provider: SocialProvider,
    @ParsedArg('password', () => String, socialLinkInput.shape.password) password: string,
    @Ctx() ctx: Context,
  ): Promise<SocialAuthorization> {
    return social.startLink(ctx, { provider, password });
  }

  @Mutation(() => SocialSignIn, { description: "Finish a provider sign-in or link with the callback's code and state" })
  completeSocialLogin(
    @ParsedArg('provider', () => SocialProvider, providerArg) provider: SocialProvider,
    @ParsedArg('code', () => String, codeArg) code: string,
    @ParsedArg('state', () => String, stateArg) state: string,
    @Ctx() ctx: Context,
  ): Promise<SocialSignIn> {
    return social.completeSignIn(ctx, { provider, code, state });
  }

  @Mutation(() => AuthPayload, { description: 'Complete the profile of a new provider account and sign in' })
  async completeSocialSignup(
    @ParsedArg('ticket', () => String, socialTicket) ticket: string,
    @ParsedArg('input', () => SocialSignupInput, socialSignupInput) input: SocialSignupArgsValue['input'],
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const { token, user } = await completeSignup(ctx, { ticket, input });
    return { token, user, mustChangePassword: false };
  }

  @Authorized('SELF')
  @FieldResolver(() => [SocialProvider], { nullable: true, description: 'Providers linked to the account' })
  socialLinks(@Root() user: User): SocialProvider[] {
    return linkedProviders(user);
  }
}
