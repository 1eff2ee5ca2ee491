import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { useSession } from '../../../lib/session-context';
import { dropFollowLists } from '../follow-cache';
import { SetFollowMutation } from '../operations';

/** My own followee count as the panel shows it, to move it along with the button. */
const FollowToggle_myProfile = graphql(`
  fragment FollowToggle_myProfile on Profile {
    followeeCount
  }
`);

/** The followed member's state as the screen shows it now (the optimistic answer included). */
const FollowToggle_target = graphql(`
  fragment FollowToggle_target on Profile {
    followedByMe
    followerCount
  }
`);

export interface FollowTarget {
  no: number;
  followedByMe: boolean;
  followerCount: number;
}

const isUnauthenticated = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === 'UNAUTHENTICATED');

/**
 * Follows or unfollows a member, showing the change at once (optimistic) on their profile and on my own panel, then
 * the server's counts. A press while an answer is on its way is kept and sent after it (one request at a time, so the
 * server sees the presses in order). A failure rolls the change back and says so; a session the server no longer
 * accepts ends here (the login guard then sends the member to the login page).
 */
export function useFollowToggle(target: FollowTarget) {
  const { cache } = useApolloClient();
  const { userNo, logout } = useSession();
  const [mutate, { loading }] = useMutation(SetFollowMutation);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const wanted = useRef<boolean | null>(null);

  const shown = () =>
    cache.readFragment(
      { id: cache.identify({ __typename: 'Profile', no: target.no }), fragment: FollowToggle_target },
      true,
    ) ?? target;

  const send = async (following: boolean) => {
    const step = following ? 1 : -1;
    const me = userNo ?? 0;
    const mine = cache.readFragment({
      id: cache.identify({ __typename: 'Profile', no: me }),
      fragment: FollowToggle_myProfile,
    });
    // Typenames let the cache find both profiles (the generated result types leave them out).
    const followee = {
      __typename: 'Profile' as const,
      no: target.no,
      followedByMe: following,
      followerCount: Math.max(0, shown().followerCount + step),
    };
    const follower = {
      __typename: 'Profile' as const,
      no: me,
      followeeCount: Math.max(0, (mine?.followeeCount ?? 0) + step),
    };
    const setFollow = { __typename: 'FollowChange' as const, followee, follower };
    await mutate({
      variables: { userNo: target.no, following },
      optimisticResponse: { setFollow },
      // The counts come back with the answer; the lists the follow joins or leaves load again when shown.
      update: dropFollowLists,
    });
  };

  const toggle = async () => {
    const next = !shown().followedByMe;
    if (sending.current) {
      wanted.current = next;
      return;
    }
    sending.current = true;
    setFailed(false);
    try {
      for (let following: boolean | null = next; following !== null;) {
        await send(following);
        following = wanted.current !== null && wanted.current !== following ? wanted.current : null;
        wanted.current = null;
      }
    } catch (e) {
      if (isUnauthenticated(e)) logout();
      else setFailed(true);
    } finally {
      sending.current = false;
      wanted.current = null;
    }
  };

  return { toggle, busy: loading, failed };
}
