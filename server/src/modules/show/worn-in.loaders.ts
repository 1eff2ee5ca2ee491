import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Post } from '../community/post.entity.js';
import { recentPosts, wornIn } from './worn-in.service.js';
import type { WornIn } from './worn-in.types.js';

/** A product and how many of its posts were asked for (sibling products share the limit, hence one batch). */
export interface RecentPostsKey {
  productNo: number;
  limit: number;
}

declare module '../../context/context.js' {
  interface Loaders {
    productWornIn: DataLoader<number, WornIn[]>;
    productRecentPosts: DataLoader<RecentPostsKey, Post[], string>;
  }
}

/** Where sibling products are worn and their latest posts: one statement each (one per distinct limit). */
export const wornInLoaders = (em: EntityManager) => ({
  productWornIn: new DataLoader<number, WornIn[]>(async (nos) => {
    const found = await wornIn(em, nos);
    return nos.map((no) => found.get(no) ?? []);
  }),
  productRecentPosts: new DataLoader<RecentPostsKey, Post[], string>(
    async (keys) => {
      const limits = [...new Set(keys.map((k) => k.limit))];
      const byLimit = new Map(
        await Promise.all(
          limits.map(async (limit) => {
            const nos = keys.filter((k) => k.limit === limit).map((k) => k.productNo);
            return [limit, await recentPosts(em, nos, limit)] as const;
          }),
        ),
      );
      return keys.map((k) => byLimit.get(k.limit)?.get(k.productNo) ?? []);
    },
    { cacheKeyFn: (k) => `${k.productNo}:${k.limit}` },
  ),
});
