import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ViewerOf } from '../../context/module.js';
import { RestockRequest } from './restock-request.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    restockRequestedByViewer: DataLoader<number, boolean>;
  }
}

/** Which of a page's sizes the viewer waits for (an open 알림 받기), in one statement; a visitor waits for none. */
export const restockRequestLoaders = (em: EntityManager, viewerOf: ViewerOf) => ({
  restockRequestedByViewer: new DataLoader<number, boolean>(async (optionNos) => {
    const viewer = viewerOf();
    if (!viewer) return optionNos.map(() => false);
    const open = await em.find(
      RestockRequest,
      { user: viewer.no, option: { $in: [...optionNos] }, notifiedAt: null },
      { fields: ['option'] },
    );
    const waiting = new Set(open.map((r) => r.option.unwrap().no));
    return optionNos.map((no) => waiting.has(no));
  }),
});
