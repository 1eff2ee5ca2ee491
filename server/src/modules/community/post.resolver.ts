import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boundedLimit } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { displayNickname } from '../catalog/review.service.js';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';
import * as posts from './post.service.js';

@Resolver(() => Post)
export class PostResolver {
  @Query(() => [Post], { description: 'The most liked visible style posts' })
  popularPosts(@Arg('limit', () => Int, { defaultValue: 8 }) limit: number, @Ctx() ctx: Context): Promise<Post[]> {
    return posts.popularPosts(ctx.em, boundedLimit(limit, 50));
  }

  @FieldResolver(() => User)
  author(@Root() post: Post): Promise<User> {
    return post.user.load() as Promise<User>;
  }

  @FieldResolver(() => String, { description: "The author's nickname, or a withdrawn-member label" })
  async userNickname(@Root() post: Post): Promise<string> {
    return displayNickname((await post.user.load()) as User);
  }

  @FieldResolver(() => Product, { nullable: true, description: 'The product the post is attached to' })
  async product(@Root() post: Post): Promise<Product | null> {
    return post.product ? ((await post.product.load()) ?? null) : null;
  }
}
