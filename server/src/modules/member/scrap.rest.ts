import { memberRef, memberScrapRef, pageArgs, scrapRef } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as scraps from './scrap.service.js';

const characterAndMember = fromText(memberScrapRef);

export const scrapRoutes = [
  route({
    method: 'GET',
    path: '/api/main/scrap/count/:characterNo',
    policy: 'anyone',
    cache: { reads: ['scrap', 'character'] },
    params: fromText(scrapRef),
    handle: async ({ ctx, params }) => ({ likesCount: await scraps.scrapCount(ctx, params) }),
  }),
  /** Whether that member scrapped the character: a bare boolean, as the original answered. */
  route({
    method: 'GET',
    path: '/api/main/like/:characterNo/:userNo',
    policy: 'member',
    params: characterAndMember,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) =>
      (await scraps.scrapState(ctx, { characterNo: params.characterNo, memberNo: params.userNo })).scrapped,
  }),
  route({
    method: 'POST',
    path: '/api/main/scrap',
    policy: 'member',
    body: memberScrapRef,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      await scraps.scrap(ctx, { characterNo: body.characterNo });
      return { result: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/main/scrap/:characterNo/:userNo',
    policy: 'member',
    params: characterAndMember,
    author: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      await scraps.unscrap(ctx, { characterNo: params.characterNo });
      return { result: true };
    },
  }),
  /** My-page scraps: each entry names the character and the show it links to. */
  route({
    method: 'GET',
    path: '/api/myScrapPage/:userNo',
    policy: 'member',
    cache: { reads: ['scrap', 'character', 'show'] },
    params: fromText(memberRef),
    query: fromText(pageArgs(5), { sort: true }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await scraps.myScraps(ctx, { memberNo: params.userNo, ...query });
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
    },
  }),
];
