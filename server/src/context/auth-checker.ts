import type { AuthChecker } from 'type-graphql';
import { Role } from '../common/enums.js';
import { forbidden, unauthenticated } from '../common/errors.js';
import type { Context, Viewer } from './context.js';

export const isAdmin = (viewer: Viewer | null) => viewer?.role === Role.ADMIN;

/**
 * @Authorized() needs a signed-in member; @Authorized('ADMIN') the administrator.
 * @Authorized('SELF') on a User field shows it to that member and the admin only; anyone else gets null.
 */
export const authChecker: AuthChecker<Context> = ({ root, context }, roles) => {
  const { viewer } = context;
  if (roles.includes('SELF')) {
    return viewer !== null && (isAdmin(viewer) || (root as { no?: number }).no === viewer.no);
  }
  if (!viewer) throw unauthenticated();
  if (roles.includes('ADMIN') && !isAdmin(viewer)) throw forbidden();
  return true;
};

export function requireViewer(ctx: Pick<Context, 'viewer'>): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** A path or body that names a member must name the caller, unless the caller is the admin. */
export function requireSelfOrAdmin(ctx: Pick<Context, 'viewer'>, userNo: number): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.no !== userNo && !isAdmin(viewer)) throw forbidden();
  return viewer;
}
