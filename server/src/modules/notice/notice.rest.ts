import { Router } from 'express';
import { toKoreaIso } from '../../common/dates.js';
import { notFound } from '../../common/errors.js';
import { handle, intParam, pageQuery } from '../../common/rest.js';
import type { Notice } from './notice.entity.js';
import * as notices from './notice.service.js';

export const noticeRest = Router();

const noticeJson = (n: Notice) => ({
  no: n.no,
  category: n.category,
  title: n.title,
  contents: n.contents,
  date: toKoreaIso(n.date),
});

noticeRest.get(
  '/api/user/notice',
  handle(async (req, ctx) => {
    const page = await notices.listNotices(ctx.em, null, pageQuery(req.query, 10));
    return { ...page, content: page.content.map(noticeJson) };
  }),
);

noticeRest.get(
  '/api/user/notice/:no',
  handle(async (req, ctx) => {
    const notice = await notices.findNotice(ctx.em, intParam(req.params.no, 'no'));
    if (!notice) throw notFound();
    return noticeJson(notice);
  }),
);
