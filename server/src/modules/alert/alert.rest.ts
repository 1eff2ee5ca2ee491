import { z } from 'zod';
import { idNumber, idText } from '../../common/schemas.js';
import { route } from '../../http/route.js';
import { recreateCommentAlert, recreateFollowAlert } from './community-alerts.js';

const fromParam = z.strictObject({ from: idText() });
const commentBody = z.strictObject({ commentNo: idNumber() });

/**
 * The old clients' alert calls (§7). Alerts now follow from the events themselves; these only re-derive the alert
 * of something the caller really did, so they can neither invent an alert nor repeat one. `from` is the caller.
 */
export const alertRoutes = [
  route({
    method: 'POST',
    path: '/api/alert/reply/post/:from',
    policy: 'member',
    params: fromParam,
    body: commentBody,
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({
      result: await recreateCommentAlert(ctx.em, ctx.pubSub, params.from, body.commentNo, 'onPost'),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/alert/reply/recomment/:from',
    policy: 'member',
    params: fromParam,
    body: commentBody,
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({
      result: await recreateCommentAlert(ctx.em, ctx.pubSub, params.from, body.commentNo, 'onParent'),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/alert/follow/from/:from',
    policy: 'member',
    params: fromParam,
    body: z.strictObject({ followeeNo: idNumber() }),
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({
      result: await recreateFollowAlert(ctx.em, ctx.pubSub, params.from, body.followeeNo),
    }),
  }),
];
