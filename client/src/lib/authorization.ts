/**
 * The client's one map of who may do what, the same policies as the server's (anyone, member, admin). The admin is
 * a role, read from the server at login and confirmed by the admin guard; never a member number.
 */
export type Role = 'ADMIN' | 'USER';
export type Policy = 'anyone' | 'member' | 'admin';

export interface Principal {
  token: string | null;
  role: Role | null;
}

export function allows(policy: Policy, who: Principal): boolean {
  if (policy === 'anyone') return true;
  if (policy === 'member') return who.token !== null;
  return who.token !== null && who.role === 'ADMIN';
}

/** May this member read or change what belongs to member `ownerNo`? Its member may; the admin may read it. */
export const mayRead = (who: Principal & { userNo: number | null }, ownerNo: number): boolean =>
  who.userNo === ownerNo || allows('admin', who);
