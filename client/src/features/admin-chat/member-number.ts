/**
 * Member numbers are shown behind a fixed prefix (admin-console §3), so they read as numbers of members and not
 * as counts or order numbers.
 */
export const MEMBER_NUMBER_PREFIX = 'U';

export const memberCode = (userNo: number) => `${MEMBER_NUMBER_PREFIX}${userNo}`;
