import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
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

export interface FollowTarget {
  no: number;
  followedByMe: boolean;
  followerCount: number;
}

const isUnauthenticated = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === 'UNAUTHENTICATED');

/**
 * Follows or unfollows a member, showing the change at once (optimistic) on their profile and on my own panel, then
 * the server's counts. A failure rolls the change back and says so; a session the server no longer accepts ends here
 * (the login guard then sends the member to the login page).
 */
export function useFollowToggle(target: FollowTarget) {
  const { cache } = useApolloClient();
  const { userNo, logout } = useSession();
  const [mutate, { loading }] = useMutation(SetFollowMutation);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    const following = !target.followedByMe;
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
      followerCount: Math.max(0, target.followerCount + step),
    };
    const follower = {
      __typename: 'Profile' as const,
      no: me,
      followeeCount: Math.max(0, (mine?.followeeCount ?? 0) + step),
    };
    const setFollow = { __typename: 'FollowChange' as const, followee, follower };
    setFailed(false);
    try {
      await mutate({
        variables: { userNo: target.no, following },
        optimisticResponse: { setFollow },
        // The counts come back with the answer; the lists the follow joins or leaves load again when shown.
        update: dropFollowLists,
      });
    } catch (e) {
      if (isUnauthenticated(e)) logout();
      else setFailed(true);
    }
  };

  return { toggle, busy: loading, failed };
}
