import { z } from 'zod';
import { idNumber, idText } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import * as likes from './comment-like.service.js';
import { commentJson } from './comment.json.js';
import * as comments from './comment.service.js';

const likeParams = z.strictObject({ commentNo: idText(), userNo: idText() });

/** Comments and comment likes (§7); who writes is always the caller, a named userNo must be the caller. */
export const commentRoutes = [
  route({
    method: 'POST',
    path: '/api/posts/comment',
    policy: 'member',
    body: z.strictObject({
      postNo: idNumber(),
      userNo: idNumber().optional(),
      parentCommentNo: idNumber().nullable().optional(),
      content: z.string(),
    }),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      const comment = await comments.writeComment(ctx.em, ctx.events, requireViewer(ctx).no, body);
      await ctx.em.populate(comment, ['user']);
      return { ...commentJson(comment, new Set()), replies: [] };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/comment/:no',
    policy: 'member',
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => ({
      result: await comments.deleteComment(ctx.em, requireViewer(ctx), params.no),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/posts/commentlike/:commentNo',
    policy: 'member',
    params: z.strictObject({ commentNo: idText() }),
    handle: async ({ ctx, params }) => {
      const { likesCount } = await likes.commentLikeState(ctx.em, requireViewer(ctx).no, params.commentNo);
      return { commentNo: params.commentNo, likesCount };
    },
  }),
  route({
    method: 'GET',
    path: '/api/posts/commentlike/check/:commentNo/:userNo',
    policy: 'member',
    params: likeParams,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({
      result: (await likes.commentLikeState(ctx.em, params.userNo, params.commentNo)).liked,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/posts/commentlike',
    policy: 'member',
    body: z.strictObject({ commentNo: idNumber(), userNo: idNumber().optional() }),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => likes.setCommentLike(ctx.em, requireViewer(ctx).no, body.commentNo, true),
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/commentlike/:commentNo/:userNo',
    policy: 'member',
    params: likeParams,
    author: ({ params }) => params.userNo,
    handle: ({ ctx, params }) => likes.setCommentLike(ctx.em, requireViewer(ctx).no, params.commentNo, false),
  }),
];
