import { Role } from '../common/enums.js';
import { forbidden, unauthenticated } from '../common/errors.js';

/** Who is calling, as the verified token and the database say; never taken from the request body. */
export interface Viewer {
  no: number;
  role: Role;
}

/**
 * The one map of who may do what. Resolvers (through the auth checker), shims (through their table entry) and
 * services ask it; nothing compares member numbers or roles by hand.
 *  - anyone: visitors too;
 *  - member: a signed-in member;
 *  - admin: a member whose stored role is ADMIN.
 * Ownership is a rule on a resource: its member may read and write it, the admin may read it (and act on it where a
 * service says so); nobody writes as another member.
 */
export type Policy = 'anyone' | 'member' | 'admin';

export const isAdmin = (viewer: Viewer | null): boolean => viewer?.role === Role.ADMIN;

export function allows(policy: Policy, viewer: Viewer | null): boolean {
  if (policy === 'anyone') return true;
  if (policy === 'member') return viewer !== null;
  return isAdmin(viewer);
}

/** Throws 401 for a visitor where a member is needed, 403 for a member where more is needed. */
export function requirePolicy(policy: Policy, viewer: Viewer | null): void {
  if (allows(policy, viewer)) return;
  throw viewer ? forbidden() : unauthenticated();
}

export function requireViewer(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** May the viewer read what belongs to member `ownerNo`? Its member and the admin may. */
export const mayRead = (viewer: Viewer, ownerNo: number): boolean => viewer.no === ownerNo || isAdmin(viewer);

/** A path, query or body that names a member to read: it must name the caller, unless the caller is the admin. */
export function requireReader(ctx: { viewer: Viewer | null }, ownerNo: number): Viewer {
  const viewer = requireViewer(ctx);
  if (!mayRead(viewer, ownerNo)) throw forbidden();
  return viewer;
}

/** A body that names who writes: whoever writes is the caller, for the admin too. */
export function requireAuthor(ctx: { viewer: Viewer | null }, named: number | undefined): Viewer {
  const viewer = requireViewer(ctx);
  if (named !== undefined && named !== viewer.no) throw forbidden();
  return viewer;
}
