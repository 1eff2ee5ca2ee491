import { adminPostArgs, reportedPostArgs, reportInfosArgs, rowRef } from '@scene-shop/domain';
import { z } from 'zod';
import { mapPage, type Page } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import type { Context } from '../../context/context.js';
import { route } from '../../context/route.js';
import { ReportedSort } from './admin-post.inputs.js';
import * as admin from './admin-post.service.js';
import { postJson, withPostDetails } from './post.json.js';
import type { Post } from './post.entity.js';

const PREVIEW = 15;

/** `?sort=latest|mostReported`: the documented names of the moderation list's orders. */
const SORT_NAMES: Record<string, ReportedSort> = {
  latest: ReportedSort.LATEST,
  mostReported: ReportedSort.MOST_REPORTED,
};
const sortByName = (query: unknown) => {
  const { sort, ...rest } = query as { sort?: unknown };
  if (typeof sort !== 'string') return query;
  return { ...rest, sort: Object.hasOwn(SORT_NAMES, sort) ? SORT_NAMES[sort] : sort };
};

/** `postNos=1,2,3`: the list written as one text; each number is read like any other (`fromText`). */
const postNosList = (query: unknown) => {
  const { postNos, ...rest } = query as { postNos?: unknown };
  if (typeof postNos !== 'string' || postNos === '') return query;
  return { ...rest, postNos: postNos.split(',').map((n) => (/^[1-9]\d{0,14}$/.test(n) ? Number(n) : n)) };
};

/** The documented post shape with a 15-character preview and the reasons: authors and reasons one statement each. */
async function moderationPage(ctx: Context, page: Page<Post>) {
  await withPostDetails(ctx.em, page.content);
  const reasons = await Promise.all(page.content.map((p) => ctx.loaders.postReportReasons.load(p.no)));
  const byPost = new Map(page.content.map((p, i) => [p.no, reasons[i]!]));
  return mapPage(page, (p) => ({ ...postJson(p, PREVIEW), reportReasons: byPost.get(p.no) ?? [] }));
}

/** Community moderation shims (admin-console §7 Community). */
export const adminPostRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/posts',
    policy: 'admin',
    query: fromText(adminPostArgs, { sort: true }),
    handle: async ({ ctx, query }) => moderationPage(ctx, await admin.allPosts(ctx, query)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/posts/reported',
    policy: 'admin',
    // `sort` is the documented order, not Spring's.
    query: z.preprocess(sortByName, fromText(reportedPostArgs)),
    handle: async ({ ctx, query }) => moderationPage(ctx, await admin.reportedPosts(ctx, query)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/posts/reportedInfos',
    policy: 'admin',
    // Beyond the documented call: `postNos=1,2,3` narrows the list to the posts on screen.
    query: z.preprocess(postNosList, fromText(reportInfosArgs)),
    handle: ({ ctx, query }) => admin.reportInfos(ctx, query),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/posts/:no',
    policy: 'admin',
    params: fromText(rowRef),
    handle: async ({ ctx, params }) => {
      await admin.removePost(ctx, params);
      return { isSuccess: true };
    },
  }),
];
