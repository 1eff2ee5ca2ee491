import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FollowListItem_MemberFragment } from '../../../gql/graphql';
import { dropFollowLists } from '../follow-cache';
import { RemoveFollowerMutation, SetFollowMutation } from '../operations';

/** What the owner of a list may do to a member of it: remove a follower, or stop following a followee. */
export type FollowListAction = 'remove' | 'unfollow';

/**
 * The asked-for action on a member of my own follow list: chosen, confirmed (or cancelled), then sent. The lists
 * that held the member load again when shown; my own counts come back with the answer.
 */
export function useFollowListAction(action: FollowListAction | null) {
  const [pending, setPending] = useState<FollowListItem_MemberFragment | null>(null);
  const [failed, setFailed] = useState(false);
  const [remove, removing] = useMutation(RemoveFollowerMutation);
  const [follow, unfollowing] = useMutation(SetFollowMutation);

  const confirm = async () => {
    if (!pending) return;
    setFailed(false);
    try {
      if (action === 'remove') await remove({ variables: { userNo: pending.no }, update: dropFollowLists });
      else await follow({ variables: { userNo: pending.no, following: false }, update: dropFollowLists });
    } catch {
      setFailed(true);
    }
    setPending(null);
  };

  return {
    action,
    pending,
    failed,
    busy: removing.loading || unfollowing.loading,
    choose: action ? setPending : undefined,
    confirm,
    cancel: () => setPending(null),
  };
}
