import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Viewer } from '../../context/policy.js';
import { followedBy } from './follow.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    followedByViewer: DataLoader<number, boolean>;
  }
}

/** "Followed by me" of the members of a follow list, one statement. */
export const followLoaders = (em: EntityManager, viewer: Viewer | null) => ({
  followedByViewer: new DataLoader<number, boolean>(async (nos) => {
    if (!viewer) return nos.map(() => false);
    const mine = await followedBy(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
