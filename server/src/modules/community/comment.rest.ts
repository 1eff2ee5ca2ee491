import { commentInput, commentRef, communityMemberRef, rowNo, rowRef } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as likes from './comment-like.service.js';
import { commentJson } from './comment.json.js';
import * as comments from './comment.service.js';

/** The original client names the writer in the body; it must be the caller. */
const named = { userNo: rowNo().optional() };
const likeParams = fromText(commentRef.extend(communityMemberRef.shape));

/** Comments and comment likes (§7); who writes is always the caller, a named userNo must be the caller. */
export const commentRoutes = [
  route({
    method: 'POST',
    path: '/api/posts/comment',
    policy: 'member',
    body: commentInput.extend(named),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      const comment = await comments.writeComment(ctx, body);
      await ctx.em.populate(comment, ['user']);
      return { ...commentJson(comment, new Set()), replies: [] };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/comment/:no',
    policy: 'member',
    params: fromText(rowRef),
    handle: async ({ ctx, params }) => ({ result: await comments.deleteComment(ctx, params) }),
  }),
  route({
    method: 'GET',
    path: '/api/posts/commentlike/:commentNo',
    policy: 'member',
    params: fromText(commentRef),
    handle: async ({ ctx, params }) => {
      const { likesCount } = await likes.commentLikeState(ctx, params);
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
      result: (await likes.commentLikeState(ctx, { commentNo: params.commentNo, memberNo: params.userNo })).liked,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/posts/commentlike',
    policy: 'member',
    body: commentRef.extend(named),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => likes.setCommentLike(ctx, { commentNo: body.commentNo, liked: true }),
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/commentlike/:commentNo/:userNo',
    policy: 'member',
    params: likeParams,
    author: ({ params }) => params.userNo,
    handle: ({ ctx, params }) => likes.setCommentLike(ctx, { commentNo: params.commentNo, liked: false }),
  }),
];
