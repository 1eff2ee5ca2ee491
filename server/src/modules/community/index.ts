import type { EntityManager } from '@mikro-orm/postgresql';
import type { Module, ViewerOf } from '../../context/module.js';
import { adminPostLoaders } from './admin-post.loaders.js';
import { AdminPostResolver } from './admin-post.resolver.js';
import { adminPostRoutes } from './admin-post.rest.js';
import { CommentLike } from './comment-like.entity.js';
import { Comment } from './comment.entity.js';
import { commentLoaders } from './comment.loaders.js';
import { CommentResolver, PostCommentsResolver } from './comment.resolver.js';
import { commentRoutes } from './comment.rest.js';
import { Follow } from './follow.entity.js';
import { followLoaders } from './follow.loaders.js';
import { FollowResolver } from './follow.resolver.js';
import { followRoutes } from './follow.rest.js';
import { PostFeedTotal } from './post-feed-total.entity.js';
import { PostLike } from './post-like.entity.js';
import { postLoaders } from './post.loaders.js';
import { Post } from './post.entity.js';
import { PostWriteResolver } from './post-write.resolver.js';
import { PostResolver } from './post.resolver.js';
import { postRoutes } from './post.rest.js';
import { CommunityProfileResolver } from './profile.resolver.js';
import { profileRoutes } from './profile.rest.js';
import { Report } from './report.entity.js';

export const communityModule: Module = {
  name: 'community',
  entities: [Post, PostFeedTotal, Comment, PostLike, CommentLike, Follow, Report],
  resolvers: [
    PostResolver,
    PostWriteResolver,
    CommentResolver,
    PostCommentsResolver,
    CommunityProfileResolver,
    FollowResolver,
    AdminPostResolver,
  ],
  // The follow paths first: `/api/posts/user/follow/...` must never be read as a profile number.
  routes: [...adminPostRoutes, ...followRoutes, ...profileRoutes, ...postRoutes, ...commentRoutes],
  loaders: (em: EntityManager, viewerOf: ViewerOf) => ({
    ...postLoaders(em, viewerOf),
    ...followLoaders(em, viewerOf),
    ...commentLoaders(em, viewerOf),
    ...adminPostLoaders(em),
  }),
};
