import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Claim } from './claim.entity.js';
import { claimsOfLines } from './claim.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    claimsOfLine: DataLoader<number, Claim[]>;
  }
}

/** The claims of each sibling order line, one statement for all. */
export const claimLoaders = (em: EntityManager) => ({
  claimsOfLine: new DataLoader<number, Claim[]>(async (lineNos) => {
    const byLine = await claimsOfLines(em, lineNos);
    return lineNos.map((no) => byLine.get(no) ?? []);
  }),
});
