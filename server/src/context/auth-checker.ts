import type { AuthChecker } from 'type-graphql';
import type { Context } from './context.js';
import { mayRead, requirePolicy } from './policy.js';

/**
 * type-graphql's side of the policy map: @Authorized() needs a member, @Authorized('ADMIN') the admin.
 * @Authorized('SELF') on a User field shows it to that member and the admin only; anyone else reads null.
 */
export const authChecker: AuthChecker<Context> = ({ root, context }, roles) => {
  const { viewer } = context;
  if (roles.includes('SELF')) return viewer !== null && mayRead(viewer, (root as { no?: number }).no ?? -1);
  requirePolicy(roles.includes('ADMIN') ? 'admin' : 'member', viewer);
  return true;
};
