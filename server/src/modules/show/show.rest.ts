import { pageArgs } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
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
    query: fromText(pageArgs(10), { sort: true }),
    handle: async ({ ctx, query }) => {
      const page = await shows.listShows(ctx, query);
      return mapPage(page, showJson);
    },
  }),
];
