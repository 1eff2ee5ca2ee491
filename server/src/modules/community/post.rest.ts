import {
  commentPageArgs,
  communityMemberRef,
  feedArgs,
  ownPostArgs,
  postInput,
  postReportInput,
  postRef,
  rowNo,
  rowRef,
} from '@scene-shop/domain';
import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { mapPage, type Page } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { productJson } from '../catalog/catalog.json.js';
import { thread } from './comment-list.service.js';
import { threadJson } from './comment.json.js';
import * as likes from './post-like.service.js';
import * as write from './post-write.service.js';
import { FeedOrder, FeedScope } from './post.inputs.js';
import type { Post } from './post.entity.js';
import { postDetailJson, postJson, withPostDetails } from './post.json.js';
import * as posts from './post.service.js';
import * as reports from './report.service.js';

/** The original client names the writer (it must be the caller) and, on an edit, the post in the `postDto` part. */
const named = { userNo: rowNo().optional() };
const postDto = postInput.extend({ no: rowNo().optional(), ...named });
const multipart = { json: 'postDto', file: 'pic' };
const FEED_PREVIEW = 100;
const LIST_PREVIEW = 50;
const memberParam = fromText(communityMemberRef);
const postNoParam = fromText(postRef);
const noParam = fromText(rowRef);
/** A post and the member a path names. */
const postMemberParams = fromText(postRef.extend(communityMemberRef.shape));
const feedPage = fromText(feedArgs.pick({ page: true, size: true }), { sort: true });
const listPage = fromText(ownPostArgs, { sort: true });

/** `?order=latest|popular`: the documented names of the feed's orders. */
const ORDER_NAMES: Record<string, FeedOrder> = { latest: FeedOrder.LATEST, popular: FeedOrder.POPULAR };
const orderByName = (query: unknown) => {
  const { order, ...rest } = query as { order?: unknown };
  if (typeof order !== 'string') return query;
  return { ...rest, order: Object.hasOwn(ORDER_NAMES, order) ? ORDER_NAMES[order] : order };
};

const feedJson = (page: Page<Post>) => mapPage(page, (p) => postJson(p, FEED_PREVIEW));

/** /posts/latest and /posts/popular: all posts (the paths have no /api in the spec). */
const allPosts = (path: string, order: FeedOrder) =>
  route({
    method: 'GET',
    path,
    policy: 'member',
    cache: { reads: ['post', 'users', 'post_feed_total'] },
    query: feedPage,
    handle: async ({ ctx, query }) => feedJson(await posts.feed(ctx, { ...query, scope: FeedScope.ALL, order })),
  });

const ownList = (path: string, list: typeof posts.ownPosts) =>
  route({
    method: 'GET',
    path,
    policy: 'member',
    cache: { reads: ['post', 'users', 'product'] },
    params: memberParam,
    query: listPage,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await list(ctx, { ...query, memberNo: params.userNo });
      await withPostDetails(ctx.em, page.content);
      return mapPage(page, (p) => postJson(p, LIST_PREVIEW));
    },
  });

export const postRoutes = [
  allPosts('/posts/latest', FeedOrder.LATEST),
  allPosts('/posts/popular', FeedOrder.POPULAR),
  route({
    method: 'GET',
    path: '/api/posts/followOrPopular/:userNo',
    policy: 'member',
    params: memberParam,
    query: z.preprocess(orderByName, fromText(feedArgs.omit({ scope: true }), { sort: true })),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) =>
      feedJson(await posts.feed(ctx, { ...query, scope: FeedScope.FOLLOWING, memberNo: params.userNo })),
  }),
  ownList('/api/posts/list/:userNo', posts.ownPosts),
  ownList('/api/posts/deleted/:userNo', posts.trashedPosts),
  route({
    method: 'GET',
    path: '/api/posts/detail/:postNo',
    policy: 'member',
    cache: { reads: ['post', 'users', 'post_like', 'report', 'comment', 'comment_like'] },
    params: postNoParam,
    // The page and size are the comments' (5 a page).
    query: fromText(commentPageArgs, { sort: true }),
    handle: async ({ ctx, params, query }) => {
      const post = await withPostDetails(ctx.em, await posts.postForViewer(ctx, { no: params.postNo }));
      const [liked, reported] = await Promise.all([
        ctx.loaders.postLikedByViewer.load(post.no),
        ctx.loaders.postReportedByViewer.load(post.no),
      ]);
      const comments = await thread(ctx, { postNo: post.no, ...query });
      return { ...postDetailJson(post, { liked, reported }), ...threadJson(comments) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/posts/detail',
    policy: 'member',
    multipart,
    body: postDto,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body, file }) => {
      const post = await write.writePost(ctx, { ...body, image: file });
      return { isSuccess: true, message: MSG.post.saved, no: post.no };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/posts/detail',
    policy: 'member',
    multipart,
    body: postDto.required({ no: true }),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body, file }) => {
      const post = await write.updatePost(ctx, { ...body, image: file });
      return { isSuccess: true, message: MSG.post.updated, no: post.no };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/soft-delete/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => ({ result: await write.deletePost(ctx, params) }),
  }),
  route({
    method: 'PUT',
    path: '/api/posts/restore/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => postJson(await withPostDetails(ctx.em, await write.restorePost(ctx, params))),
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/permanent-delete/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => ({ result: await write.purgePost(ctx, params) }),
  }),
  route({
    method: 'GET',
    path: '/api/posts/product/:userNo',
    policy: 'member',
    params: memberParam,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) =>
      (await posts.purchasedProducts(ctx, { memberNo: params.userNo })).map(productJson),
  }),
  route({
    method: 'GET',
    path: '/api/posts/postlike/:postNo',
    policy: 'member',
    params: postNoParam,
    handle: async ({ ctx, params }) => {
      const { likesCount } = await likes.likeState(ctx, params);
      return { postNo: params.postNo, likesCount };
    },
  }),
  route({
    method: 'GET',
    path: '/api/posts/postlike/check/:postNo/:userNo',
    policy: 'member',
    params: postMemberParams,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({
      result: (await likes.likeState(ctx, { postNo: params.postNo, memberNo: params.userNo })).liked,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/posts/postlike',
    policy: 'member',
    body: postRef.extend(named),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => likes.setLike(ctx, { postNo: body.postNo, liked: true }),
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/postlike/:postNo/:userNo',
    policy: 'member',
    params: postMemberParams,
    author: ({ params }) => params.userNo,
    handle: ({ ctx, params }) => likes.setLike(ctx, { postNo: params.postNo, liked: false }),
  }),
  route({
    method: 'GET',
    path: '/api/posts/report/:userNo/:postNo',
    policy: 'member',
    params: postMemberParams,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({
      result: await likes.reportedBy(ctx, { postNo: params.postNo, memberNo: params.userNo }),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/posts/report',
    policy: 'member',
    body: postReportInput.extend(named),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => reports.reportPost(ctx, { postNo: body.postNo, category: body.category }),
  }),
];
