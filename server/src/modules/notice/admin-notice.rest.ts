import { z } from 'zod';
import { NoticeCategory } from '../../common/enums.js';
import { AppError } from '../../common/errors.js';
import { mapPage } from '../../common/paging.js';
import { idText, pageQuery } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { NOTICE_CONTENTS_MAX, NOTICE_TITLE_MAX } from './admin-notice.rules.js';
import * as admin from './admin-notice.service.js';
import { noticeJson } from './notice.rest.js';
import * as notices from './notice.service.js';

const noParam = z.strictObject({ no: idText() });
/** The form's fields; an empty choose-prompt sends '' for the category. Missing ones get §5's message. */
const noticeBody = z.strictObject({
  title: z
    .string()
    .max(NOTICE_TITLE_MAX * 2)
    .nullable()
    .optional(),
  category: z
    .union([z.enum(NoticeCategory), z.literal('')])
    .nullable()
    .optional()
    .transform((c) => c || null),
  contents: z
    .string()
    .max(NOTICE_CONTENTS_MAX * 2)
    .nullable()
    .optional(),
});

/** §7: the answer's isSuccess decides; a broken §5 rule answers isSuccess false with its message. */
async function succeeded(write: () => Promise<object>) {
  try {
    return { isSuccess: true, ...(await write()) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT') return { isSuccess: false, message: err.message };
    throw err;
  }
}

/** Admin-console §7 Help notices. */
export const adminNoticeRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/help/notice',
    policy: 'admin',
    query: z.strictObject({
      ...pageQuery(10),
      category: z.union([z.enum(NoticeCategory), z.literal('')]).optional(),
    }),
    handle: async ({ ctx, query }) =>
      mapPage(await notices.listNotices(ctx.em, query.category || null, query), noticeJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => noticeJson(await admin.adminNotice(ctx.em, params.no)),
  }),
  route({
    method: 'POST',
    path: '/api/admin/help/notice',
    policy: 'admin',
    body: noticeBody,
    handle: ({ ctx, body }) => succeeded(async () => noticeJson(await admin.createNotice(ctx, body))),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    body: noticeBody,
    handle: ({ ctx, params, body }) =>
      succeeded(async () => noticeJson(await admin.updateNotice(ctx, params.no, body))),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/help/notice/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => {
      await admin.deleteNotice(ctx, params.no);
      return { isSuccess: true };
    },
  }),
];
