import { nicknameCheckArgs, profileInput, type ProfileInputValue } from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { ParsedArg } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { ProfileInput } from './profile.inputs.js';
import { nicknameAvailable, updateProfile } from './profile.service.js';
import { User } from './user.entity.js';

/** The Upload scalar's value: the file to come, opened and checked (type, size) by the storage as it stores it. */
const imageUpload = z.custom<Promise<FileUpload>>((value) => value instanceof Promise).nullish();

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Mutation(() => User, { description: 'Edit the community profile; image is a multipart upload' })
  async updateMyProfile(
    @ParsedArg('input', () => ProfileInput, profileInput) input: ProfileInputValue,
    @ParsedArg('image', () => GraphQLUpload, imageUpload, { nullable: true })
    image: Promise<FileUpload> | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return updateProfile(ctx, { ...input, image: await openUpload(image) });
  }

  @Authorized()
  @Query(() => Boolean, {
    description: "Whether the nickname (1–10 characters) is free; the caller's own counts as free. Rate-limited",
  })
  nicknameAvailable(
    @ParsedArg('nickname', () => String, nicknameCheckArgs.shape.nickname) nickname: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return nicknameAvailable(ctx, { nickname });
  }
}
