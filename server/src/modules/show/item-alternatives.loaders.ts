import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Product } from '../catalog/product.entity.js';
import { alternatives, type LinkedItem } from './item-alternatives.service.js';

/** An item, its product and how many alternatives were asked for (sibling items share the limit, hence one batch). */
export interface AlternativesKey extends LinkedItem {
  limit: number;
}

declare module '../../context/context.js' {
  interface Loaders {
    itemAlternatives: DataLoader<AlternativesKey, Product[], string>;
  }
}

/** The alternatives of every item on a page: one statement per distinct limit. */
export const itemAlternativesLoaders = (em: EntityManager) => ({
  itemAlternatives: new DataLoader<AlternativesKey, Product[], string>(
    async (keys) => {
      const limits = [...new Set(keys.map((k) => k.limit))];
      const byLimit = new Map(
        await Promise.all(
          limits.map(
            async (limit) =>
              [
                limit,
                await alternatives(
                  em,
                  keys.filter((k) => k.limit === limit),
                  limit,
                ),
              ] as const,
          ),
        ),
      );
      return keys.map((k) => byLimit.get(k.limit)?.get(k.itemNo) ?? []);
    },
    { cacheKeyFn: (k) => `${k.itemNo}:${k.limit}` },
  ),
});
