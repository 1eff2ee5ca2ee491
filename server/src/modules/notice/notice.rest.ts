import { pageArgs, rowRef } from '@scene-shop/domain';
import { toKoreaIso } from '../../common/dates.js';
import { notFound } from '../../common/errors.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
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
    query: fromText(pageArgs(10), { sort: true }),
    handle: async ({ ctx, query }) => {
      const page = await notices.listNotices(ctx, query);
      return mapPage(page, noticeJson);
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/notice/:no',
    policy: 'anyone',
    cache: { reads: ['notice'] },
    params: fromText(rowRef),
    handle: async ({ ctx, params }) => {
      const notice = await notices.findNotice(ctx, params);
      if (!notice) throw notFound();
      return noticeJson(notice);
    },
  }),
];
