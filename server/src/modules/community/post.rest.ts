import { z } from 'zod';
import { ReportCategory } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { idNumber, idText, pageQuery } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../http/route.js';
import { productJson } from '../catalog/catalog.json.js';
import { thread } from './comment-list.service.js';
import { COMMENT_PAGE_MAX, COMMENT_PAGE_SIZE } from './comment.inputs.js';
import { threadJson } from './comment.json.js';
import * as likes from './post-like.service.js';
import * as write from './post-write.service.js';
import { FeedOrder, FeedScope } from './post.inputs.js';
import { postDetailJson, postJson, withPostDetails } from './post.json.js';
import * as posts from './post.service.js';
import * as reports from './report.service.js';

/** The `postDto` part; userNo is accepted as the original client sends it and must be the caller. */
const postDto = z.strictObject({
  no: idNumber().optional(),
  userNo: idNumber().optional(),
  content: z.string().max(500, MSG.post.contentTooLong).default(''),
  productNo: idNumber().nullable().optional(),
});
const multipart = { json: 'postDto', file: 'pic' };
const FEED_PREVIEW = 100;
const LIST_PREVIEW = 50;
const userNoParam = z.strictObject({ userNo: idText() });
const postNoParam = z.strictObject({ postNo: idText() });
const noParam = z.strictObject({ no: idText() });
const feedQuery = z.strictObject(pageQuery(10));
const listQuery = z.strictObject(pageQuery(5));

/** /posts/latest and /posts/popular: all posts (the paths have no /api in the spec). */
const allPosts = (path: string, order: FeedOrder) =>
  route({
    method: 'GET',
    path,
    policy: 'member',
    cache: { reads: ['post', 'users', 'post_feed_total'] },
    query: feedQuery,
    handle: async ({ ctx, query }) => {
      const page = await posts.feed(ctx.em, requireViewer(ctx).no, { ...query, scope: FeedScope.ALL, order });
      return mapPage(page, (p) => postJson(p, FEED_PREVIEW));
    },
  });

const ownList = (path: string, trash: boolean) =>
  route({
    method: 'GET',
    path,
    policy: 'member',
    cache: { reads: ['post', 'users', 'product'] },
    params: userNoParam,
    query: listQuery,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await posts.postsOf(ctx.em, params.userNo, trash, query);
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
    params: userNoParam,
    query: z.strictObject({ ...pageQuery(10), order: z.enum(['latest', 'popular']).default('latest') }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const order = query.order === 'popular' ? FeedOrder.POPULAR : FeedOrder.LATEST;
      const page = await posts.feed(ctx.em, params.userNo, { ...query, scope: FeedScope.FOLLOWING, order });
      return mapPage(page, (p) => postJson(p, FEED_PREVIEW));
    },
  }),
  ownList('/api/posts/list/:userNo', false),
  ownList('/api/posts/deleted/:userNo', true),
  route({
    method: 'GET',
    path: '/api/posts/detail/:postNo',
    policy: 'member',
    cache: { reads: ['post', 'users', 'post_like', 'report', 'comment', 'comment_like'] },
    params: postNoParam,
    // The page and size are the comments' (5 a page).
    query: z.strictObject(pageQuery(COMMENT_PAGE_SIZE, COMMENT_PAGE_MAX)),
    handle: async ({ ctx, params, query }) => {
      const viewer = requireViewer(ctx);
      const post = await withPostDetails(ctx.em, await posts.postForViewer(ctx.em, viewer, params.postNo));
      const [liked, reported] = await Promise.all([
        ctx.loaders.postLikedByViewer.load(post.no),
        ctx.loaders.postReportedByViewer.load(post.no),
      ]);
      const comments = await thread(ctx.em, viewer.no, post.no, query);
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
      const post = await write.writePost(ctx.em, ctx.storage, requireViewer(ctx).no, body, file);
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
      const post = await write.updatePost(ctx.em, requireViewer(ctx), body.no, body, file);
      return { isSuccess: true, message: MSG.post.updated, no: post.no };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/soft-delete/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => ({
      result: await write.deletePost(ctx.em, ctx.events, requireViewer(ctx), params.no),
    }),
  }),
  route({
    method: 'PUT',
    path: '/api/posts/restore/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => {
      const post = await withPostDetails(ctx.em, await write.restorePost(ctx.em, requireViewer(ctx), params.no));
      return postJson(post);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/permanent-delete/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => ({ result: await write.purgePost(ctx.em, requireViewer(ctx), params.no) }),
  }),
  route({
    method: 'GET',
    path: '/api/posts/product/:userNo',
    policy: 'member',
    params: userNoParam,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => (await posts.purchasedProducts(ctx.em, params.userNo)).map(productJson),
  }),
  route({
    method: 'GET',
    path: '/api/posts/postlike/:postNo',
    policy: 'member',
    params: postNoParam,
    handle: async ({ ctx, params }) => {
      const { likesCount } = await likes.likeState(ctx.em, requireViewer(ctx).no, params.postNo);
      return { postNo: params.postNo, likesCount };
    },
  }),
  route({
    method: 'GET',
    path: '/api/posts/postlike/check/:postNo/:userNo',
    policy: 'member',
    params: z.strictObject({ postNo: idText(), userNo: idText() }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({
      result: (await likes.likeState(ctx.em, params.userNo, params.postNo)).liked,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/posts/postlike',
    policy: 'member',
    body: z.strictObject({ postNo: idNumber(), userNo: idNumber().optional() }),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => likes.setLike(ctx.em, requireViewer(ctx).no, body.postNo, true),
  }),
  route({
    method: 'DELETE',
    path: '/api/posts/postlike/:postNo/:userNo',
    policy: 'member',
    params: z.strictObject({ postNo: idText(), userNo: idText() }),
    author: ({ params }) => params.userNo,
    handle: ({ ctx, params }) => likes.setLike(ctx.em, requireViewer(ctx).no, params.postNo, false),
  }),
  route({
    method: 'GET',
    path: '/api/posts/report/:userNo/:postNo',
    policy: 'member',
    params: z.strictObject({ userNo: idText(), postNo: idText() }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      const mine = await likes.marked(ctx.em, 'report', params.userNo, [params.postNo]);
      return { result: mine.has(params.postNo) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/posts/report',
    policy: 'member',
    body: z.strictObject({ postNo: idNumber(), userNo: idNumber().optional(), category: z.enum(ReportCategory) }),
    author: ({ body }) => body.userNo,
    handle: ({ ctx, body }) => reports.reportPost(ctx.em, requireViewer(ctx).no, body.postNo, body.category),
  }),
];
