import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { openUpload } from '../../common/storage.js';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import { ProfileInput } from './profile.inputs.js';
import { nicknameAvailable, updateProfile } from './profile.service.js';
import { User } from './user.entity.js';

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Mutation(() => User, { description: 'Edit the community profile; image is a multipart upload' })
  async updateMyProfile(
    @Arg('input') input: ProfileInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return updateProfile(ctx.em, ctx.storage, requireViewer(ctx), input, await openUpload(image));
  }

  @Authorized()
  @Query(() => Boolean, {
    description: "Whether the nickname (1–10 characters) is free; the caller's own counts as free. Rate-limited",
  })
  nicknameAvailable(@Arg('nickname') nickname: string, @Ctx() ctx: Context): Promise<boolean> {
    return nicknameAvailable(ctx.em, ctx, requireViewer(ctx), nickname);
  }
}
