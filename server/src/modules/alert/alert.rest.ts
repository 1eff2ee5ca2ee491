import { z } from 'zod';
import { toKoreaIso } from '../../common/dates.js';
import { AlertCategory } from '../../common/enums.js';
import { mapPage } from '../../common/paging.js';
import { idNumber, idText, pageQuery } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import type { Alert } from './alert.entity.js';
import * as alerts from './alert.service.js';
import { recreateCommentAlert, recreateFollowAlert } from './community-alerts.js';

/** The documented alert (§7): no, userNo, category, content, date, path, isRead. */
const alertJson = (a: Alert) => ({
  no: a.no,
  userNo: a.user.unwrap().no,
  category: a.category,
  content: a.content,
  date: toKoreaIso(a.date),
  path: a.path,
  isRead: a.isRead,
});

/** The alert popup shows 4 a page (§9). */
const ALERT_PAGE_SIZE = 4;
const userParam = z.strictObject({ userNo: idText() });
const alertParam = z.strictObject({ alertNo: idText() });

const fromParam = z.strictObject({ from: idText() });
const commentBody = z.strictObject({ commentNo: idNumber() });

/**
 * The old clients' alert calls (§7). Alerts now follow from the events themselves; these only re-derive the alert
 * of something the caller really did, so they can neither invent an alert nor repeat one. `from` is the caller.
 */
export const alertRoutes = [
  /** A member's alerts, newest first; category 전체 or none means all. */
  route({
    method: 'GET',
    path: '/api/alert/:userNo',
    policy: 'member',
    params: userParam,
    query: z.strictObject({
      ...pageQuery(ALERT_PAGE_SIZE),
      category: z.union([z.literal('전체'), z.enum(AlertCategory)]).optional(),
    }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const category = query.category === '전체' ? null : (query.category ?? null);
      return mapPage(await alerts.listAlerts(ctx.em, params.userNo, category, query), alertJson);
    },
  }),
  /** The header's red dot. */
  route({
    method: 'GET',
    path: '/api/alert/Readcheck/:userNo',
    policy: 'member',
    params: userParam,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({ result: await alerts.hasUnread(ctx.em, params.userNo) }),
  }),
  route({
    method: 'PUT',
    path: '/api/alert/:alertNo',
    policy: 'member',
    params: alertParam,
    handle: async ({ ctx, params }) => {
      await alerts.markRead(ctx.em, requireViewer(ctx), params.alertNo);
      return { result: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/alert/:alertNo',
    policy: 'member',
    params: alertParam,
    handle: async ({ ctx, params }) => ({
      result: await alerts.deleteAlert(ctx.em, requireViewer(ctx), params.alertNo),
    }),
  }),
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
