import { noticeInput, noticeListArgs, rowRef } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { blankAsUnset, fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as admin from './admin-notice.service.js';
import { noticeJson } from './notice.rest.js';
import * as notices from './notice.service.js';

const noParam = fromText(rowRef);
/** The form's fields; an empty choose-prompt sends '' for the category. */
const noticeBody = blankAsUnset(['category'], noticeInput);
/** §7: a broken §5 rule answers isSuccess false with its message. */
const onRuleBroken = (error: Error) => ({ isSuccess: false, message: error.message });

/** Admin-console §7 Help notices. */
export const adminNoticeRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/help/notice',
    policy: 'admin',
    query: fromText(noticeListArgs, { sort: true }),
    handle: async ({ ctx, query }) => mapPage(await notices.listNotices(ctx, query), noticeJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => noticeJson(await admin.adminNotice(ctx, params)),
  }),
  route({
    method: 'POST',
    path: '/api/admin/help/notice',
    policy: 'admin',
    body: noticeBody,
    onRuleBroken,
    handle: async ({ ctx, body }) => ({ isSuccess: true, ...noticeJson(await admin.createNotice(ctx, body)) }),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    body: noticeBody,
    onRuleBroken,
    handle: async ({ ctx, params, body }) => ({
      isSuccess: true,
      ...noticeJson(await admin.updateNotice(ctx, { ...params, ...body })),
    }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => {
      await admin.deleteNotice(ctx, params);
      return { isSuccess: true };
    },
  }),
];
