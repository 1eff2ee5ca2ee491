import { z } from 'zod';
import { mapPage, type Page } from '../../common/paging.js';
import { idText, pageQuery } from '../../common/schemas.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { ReportedSort } from './admin-post.inputs.js';
import * as admin from './admin-post.service.js';
import { postJson, withPostDetails } from './post.json.js';
import type { Post } from './post.entity.js';

const PREVIEW = 15;
const SORTS = { latest: ReportedSort.LATEST, mostReported: ReportedSort.MOST_REPORTED } as const;

/** The documented post shape with a 15-character preview and the reasons: authors and reasons one statement each. */
async function moderationPage(ctx: Context, page: Page<Post>) {
  await withPostDetails(ctx.em, page.content);
  const reasons = await admin.reportReasons(
    ctx.em,
    page.content.map((p) => p.no),
  );
  return mapPage(page, (p) => ({ ...postJson(p, PREVIEW), reportReasons: reasons.get(p.no) ?? [] }));
}

/** Community moderation shims (admin-console §7 Community). */
export const adminPostRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/posts',
    policy: 'admin',
    query: z.strictObject(pageQuery(5)),
    handle: async ({ ctx, query }) => moderationPage(ctx, await admin.allPosts(ctx.em, query)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/posts/reported',
    policy: 'admin',
    query: z.strictObject({ ...pageQuery(5), sort: z.enum(['latest', 'mostReported']).default('latest') }),
    handle: async ({ ctx, query }) =>
      moderationPage(ctx, await admin.reportedPosts(ctx.em, { ...query, sort: SORTS[query.sort] })),
  }),
  route({
    method: 'GET',
    path: '/api/admin/posts/reportedInfos',
    policy: 'admin',
    // Beyond the documented call: `postNos=1,2,3` narrows the list to the posts on screen.
    query: z.strictObject({
      postNos: z
        .string()
        .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,99}$/)
        .transform((s) => s.split(',').map(Number))
        .optional(),
    }),
    handle: ({ ctx, query }) => admin.reportInfos(ctx.em, query.postNos),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/posts/:no',
    policy: 'admin',
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => {
      await admin.removePost(ctx.em, ctx.events, requireViewer(ctx), params.no);
      return { isSuccess: true };
    },
  }),
];
