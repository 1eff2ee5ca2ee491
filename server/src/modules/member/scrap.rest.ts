import { Router } from 'express';
import { badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { handle, intParam, pageQuery, ownMemberNo } from '../../common/rest.js';
import * as scraps from './scrap.service.js';

export const scrapRest = Router();

scrapRest.get(
  '/api/main/scrap/count/:characterNo',
  handle(async (req, ctx) => {
    const state = await scraps.scrapState(ctx.em, null, intParam(req.params.characterNo, 'characterNo'));
    return { likesCount: state.count };
  }),
);

/** Whether that member scrapped the character: a bare boolean, as the original answered. */
scrapRest.get(
  '/api/main/like/:characterNo/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    return (await scraps.scrapState(ctx.em, userNo, intParam(req.params.characterNo, 'characterNo'))).scrapped;
  }),
);

scrapRest.post(
  '/api/main/scrap',
  handle(async (req, ctx) => {
    const { characterNo, userNo } = (req.body ?? {}) as { characterNo?: unknown; userNo?: unknown };
    if (!Number.isInteger(characterNo)) throw badInput(MSG.common.badInput, 'characterNo');
    await scraps.scrap(ctx.em, ownMemberNo(ctx, userNo), characterNo as number);
    return { result: true };
  }),
);

scrapRest.delete(
  '/api/main/scrap/:characterNo/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    await scraps.unscrap(ctx.em, userNo, intParam(req.params.characterNo, 'characterNo'));
    return { result: true };
  }),
);

/** My-page scraps: each entry names the character and the show it links to. */
scrapRest.get(
  '/api/myScrapPage/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const page = await scraps.myScraps(ctx.em, userNo, pageQuery(req.query, 5));
    return {
      ...page,
      content: page.content.map((s) => {
        const character = s.character.getEntity();
        const show = character.show.getEntity();
        return {
          no: s.no,
          characterNo: character.no,
          showNo: show.no,
          showTitle: show.title,
          name: character.name,
          pic: character.pic,
        };
      }),
    };
  }),
);
