import type { Module } from '../module.js';
import { CommentLike } from './comment-like.entity.js';
import { Comment } from './comment.entity.js';
import { Follow } from './follow.entity.js';
import { PostLike } from './post-like.entity.js';
import { postLoaders } from './post.loaders.js';
import { Post } from './post.entity.js';
import { PostWriteResolver } from './post-write.resolver.js';
import { PostResolver } from './post.resolver.js';
import { postRoutes } from './post.rest.js';
import { Report } from './report.entity.js';

export const communityModule: Module = {
  name: 'community',
  entities: [Post, Comment, PostLike, CommentLike, Follow, Report],
  resolvers: [PostResolver, PostWriteResolver],
  routes: postRoutes,
  loaders: postLoaders,
};
