import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { FollowListItem_MemberFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/ui/avatar';
import styles from './follow-list.module.css';

export const FollowListItem_member = graphql(`
  fragment FollowListItem_member on FollowMember {
    no
    nickname
    pic
    withdrawn
    followedByMe
  }
`);

interface Props {
  member: FollowListItem_MemberFragment;
  /** On my own lists: remove this follower, or unfollow this followee (the page asks first). */
  action?: 'remove' | 'unfollow';
  onAction?: () => void;
}

/** A member of a follow list: picture and nickname linking to their profile, and what I may do to them. */
export function FollowListItem({ member, action, onAction }: Props) {
  const who = (
    <>
      <Avatar pic={member.pic} nickname={member.nickname} size="sm" decorative />
      <span className={styles.nickname}>{member.nickname}</span>
    </>
  );
  return (
    <li className={styles.item}>
      {member.withdrawn ? (
        <span className={styles.member}>{who}</span>
      ) : (
        <Link to={paths.styleProfile(member.no)} className={styles.member}>
          {who}
        </Link>
      )}
      {member.followedByMe && <span className={styles.badge}>{MSG.followList.followedByMe}</span>}
      {action && (
        <button
          type="button"
          className={`btn btn-outline ${styles.remove}`}
          aria-label={MSG.followList[`${action}Of`](member.nickname)}
          onClick={onAction}
        >
          {MSG.followList[action]}
        </button>
      )}
    </li>
  );
}
