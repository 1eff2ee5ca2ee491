import {
  ALERT_PAGE_SIZE,
  alertListQuery,
  alertMemberRef,
  alertRef,
  commentAlertInput,
  followAlertInput,
} from '@scene-shop/domain';
import { z } from 'zod';
import { toKoreaIso } from '../../common/dates.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import type { Alert } from './alert.entity.js';
import * as alerts from './alert.service.js';
import { shownContent } from './alert-text.js';
import { recreateCommentAlert, recreateFollowAlert } from './community-alerts.js';

/** The documented alert (§7): no, userNo, category, content (in the member's language), date, path, isRead. */
const alertJson = (a: Alert) => ({
  no: a.no,
  userNo: a.user.unwrap().no,
  category: a.category,
  content: shownContent(a),
  date: toKoreaIso(a.date),
  path: a.path,
  isRead: a.isRead,
});

const userParam = fromText(alertMemberRef);
const alertParam = fromText(alertRef);
const fromParam = fromText(commentAlertInput.pick({ from: true }));

/** The list's category: 전체 (all) is none; an empty one names nothing, so it is refused (as a null, which no query holds). */
const allAsUnset = (query: unknown) => {
  if (typeof query !== 'object' || query === null) return query;
  const { category, ...rest } = query as { category?: unknown };
  if (category === '전체') return rest;
  return category === '' ? { ...rest, category: null } : query;
};

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
    query: z.preprocess(allAsUnset, fromText(alertListQuery, { sort: true, defaults: { size: ALERT_PAGE_SIZE } })),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) =>
      mapPage(await alerts.listAlerts(ctx, { ...query, memberNo: params.userNo }), alertJson),
  }),
  /** The header's red dot. */
  route({
    method: 'GET',
    path: '/api/alert/Readcheck/:userNo',
    policy: 'member',
    params: userParam,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({ result: await alerts.hasUnread(ctx, { memberNo: params.userNo }) }),
  }),
  route({
    method: 'PUT',
    path: '/api/alert/:alertNo',
    policy: 'member',
    params: alertParam,
    handle: async ({ ctx, params }) => {
      await alerts.markRead(ctx, { no: params.alertNo });
      return { result: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/alert/:alertNo',
    policy: 'member',
    params: alertParam,
    handle: async ({ ctx, params }) => ({ result: await alerts.deleteAlert(ctx, { no: params.alertNo }) }),
  }),
  route({
    method: 'POST',
    path: '/api/alert/reply/post/:from',
    policy: 'member',
    params: fromParam,
    body: commentAlertInput.pick({ commentNo: true }),
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({
      result: await recreateCommentAlert(ctx, { ...params, ...body, which: 'onPost' }),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/alert/reply/recomment/:from',
    policy: 'member',
    params: fromParam,
    body: commentAlertInput.pick({ commentNo: true }),
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({
      result: await recreateCommentAlert(ctx, { ...params, ...body, which: 'onParent' }),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/alert/follow/from/:from',
    policy: 'member',
    params: fromParam,
    body: followAlertInput.pick({ followeeNo: true }),
    author: ({ params }) => params.from,
    handle: async ({ ctx, params, body }) => ({ result: await recreateFollowAlert(ctx, { ...params, ...body }) }),
  }),
];
