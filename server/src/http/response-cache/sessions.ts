import { LRUCache } from 'lru-cache';
import type { Viewer } from '../../context/policy.js';
import type { ViewerLookup } from '../context.js';
import type { ChangeLog } from './change-log.js';

/** The table the full path's viewer lookup reads: role, token version, withdrawal. */
const USERS = ['users'];
/** Authorization headers remembered at most; the least recently used go first. */
const MAX_SESSIONS = 20_000;

/** What the full path found for one Authorization header: its viewer, until when the token holds, when it looked. */
interface Known {
  viewer: Viewer;
  /** The token's expiry, in milliseconds. */
  expiresAt: number;
  /** The change sequence before the lookup began. */
  seq: number;
}

/**
 * The members the front door may recognise without the database: each Authorization header whose token the full
 * path verified and whose member it looked up, with that member's role. It holds while the `users` table has not
 * changed since the lookup began (on this instance or, through the change feed, any other) and the token has not
 * expired: a new token version (password change, temporary password), a withdrawal or a role change moves the
 * table, and that member's next request takes the full path again, which refuses it or finds the new role.
 * A header is only ever remembered after jsonwebtoken accepted it, so the front door trusts the exact same text.
 */
export class Sessions {
  private readonly known = new LRUCache<string, Known>({ max: MAX_SESSIONS });

  constructor(private readonly changes: ChangeLog) {}

  /** The full path's lookup, remembered (or forgotten, when it found no viewer). */
  readonly lookup: ViewerLookup = async (authorization, claims, find) => {
    const seq = this.changes.now();
    const viewer = await find();
    if (viewer) this.known.set(authorization, { viewer, expiresAt: claims.exp * 1000, seq });
    else this.known.delete(authorization);
    return viewer;
  };

  /** The viewer of a request's Authorization header, when the full path's last answer for it still holds. */
  viewerOf(authorization: string): Viewer | null {
    const known = this.known.get(authorization);
    if (!known) return null;
    // jsonwebtoken refuses a token from its `exp` second on.
    if (Date.now() < known.expiresAt && this.changes.isFresh(USERS, known.seq)) return known.viewer;
    this.known.delete(authorization);
    return null;
  }
}
