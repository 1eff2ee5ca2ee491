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
  /** On my own follower list: removes this follower (after asking). */
  onRemove?: () => void;
}

/** A member of a follow list: picture and nickname linking to their profile. */
export function FollowListItem({ member, onRemove }: Props) {
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
      {onRemove && (
        <button
          type="button"
          className={`btn btn-outline ${styles.remove}`}
          aria-label={MSG.followList.removeOf(member.nickname)}
          onClick={onRemove}
        >
          {MSG.followList.remove}
        </button>
      )}
    </li>
  );
}
