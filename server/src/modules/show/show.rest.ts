import { z } from 'zod';
import { pageQuery } from '../../common/schemas.js';
import { mapPage } from '../../common/paging.js';
import { route } from '../../context/route.js';
import { showJson } from './show.json.js';
import * as shows from './show.service.js';

export const showRoutes = [
  /** Paged show list as the original API answered it: {content, totalPages, …}. */
  route({
    method: 'GET',
    path: '/api/main/showDataAll',
    policy: 'anyone',
    cache: { reads: ['show', 'character'] },
    query: z.strictObject(pageQuery(10)),
    handle: async ({ ctx, query }) => {
      const page = await shows.listShows(ctx.em, query);
      return mapPage(page, showJson);
    },
  }),
];
