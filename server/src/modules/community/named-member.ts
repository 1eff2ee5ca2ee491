import type { Context } from '../../context/context.js';
import { requireReader, requireViewer } from '../../context/policy.js';

/** The member a documented path names (`/api/posts/list/:userNo`); without one, the caller. */
export interface NamedMember {
  memberNo?: number;
}

/** Whose data is read: the named member, whom only they and the admin may read; else the caller. */
export function readMember(ctx: Context, { memberNo }: NamedMember): number {
  if (memberNo === undefined) return requireViewer(ctx).no;
  requireReader(ctx, memberNo);
  return memberNo;
}
