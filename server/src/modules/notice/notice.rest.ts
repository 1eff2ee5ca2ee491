import { z } from 'zod';
import { toKoreaIso } from '../../common/dates.js';
import { notFound } from '../../common/errors.js';
import { idText, pageQuery } from '../../common/schemas.js';
import { mapPage } from '../../common/paging.js';
import { route } from '../../http/route.js';
import type { Notice } from './notice.entity.js';
import * as notices from './notice.service.js';

/** A notice as the Spring API answered it: the Korean category and a Korea-time date. */
export const noticeJson = (n: Notice) => ({
  no: n.no,
  category: n.category,
  title: n.title,
  contents: n.contents,
  date: toKoreaIso(n.date),
});

export const noticeRoutes = [
  route({
    method: 'GET',
    path: '/api/user/notice',
    policy: 'anyone',
    cache: { reads: ['notice'] },
    query: z.strictObject(pageQuery(10)),
    handle: async ({ ctx, query }) => {
      const page = await notices.listNotices(ctx.em, null, query);
      return mapPage(page, noticeJson);
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/notice/:no',
    policy: 'anyone',
    cache: { reads: ['notice'] },
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => {
      const notice = await notices.findNotice(ctx.em, params.no);
      if (!notice) throw notFound();
      return noticeJson(notice);
    },
  }),
];
