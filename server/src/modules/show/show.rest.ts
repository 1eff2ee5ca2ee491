import { Router } from 'express';
import { handle, pageQuery } from '../../common/rest.js';
import * as shows from './show.service.js';

export const showRest = Router();

/** Paged show list as the original API answered it: {content, totalPages, …}. */
showRest.get(
  '/api/main/showDataAll',
  handle(async (req, ctx) => {
    const page = await shows.listShows(ctx.em, pageQuery(req.query, 10));
    return { ...page, content: page.content.map((s) => ({ no: s.no, title: s.title, pic: s.pic })) };
  }),
);
