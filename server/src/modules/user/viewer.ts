import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../context/policy.js';
import type { TokenClaims } from '../../context/token.js';
import { User } from './user.entity.js';

/**
 * The viewer a verified token stands for. A valid signature is not enough: the member must still exist, not have
 * left and not have changed the password since (token version); the role is read from the database, never the token.
 */
export async function findViewer(em: EntityManager, claims: TokenClaims): Promise<Viewer | null> {
  const row = await em.findOne(
    User,
    { no: claims.no, withdrawnAt: null },
    { fields: ['no', 'role', 'tokenVersion'], disableIdentityMap: true },
  );
  return row && row.tokenVersion === claims.ver ? { no: row.no, role: row.role } : null;
}
