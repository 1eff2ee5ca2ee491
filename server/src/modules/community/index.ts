import type { Module } from '../module.js';
import { CommentLike } from './comment-like.entity.js';
import { Comment } from './comment.entity.js';
import { Follow } from './follow.entity.js';
import { PostLike } from './post-like.entity.js';
import { Post } from './post.entity.js';
import { PostResolver } from './post.resolver.js';
import { Report } from './report.entity.js';

export const communityModule: Module = {
  name: 'community',
  entities: [Post, Comment, PostLike, CommentLike, Follow, Report],
  resolvers: [PostResolver],
};
