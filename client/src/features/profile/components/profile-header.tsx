import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ProfileHeader_ProfileFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/ui/avatar';
import { FollowToggle } from './follow-toggle';
import styles from './profile-header.module.css';

export const ProfileHeader_profile = graphql(`
  fragment ProfileHeader_profile on Profile {
    no
    nickname
    bio
    pic
    isMe
    followedByMe
    followerCount
    followeeCount
    postCount
  }
`);

/** Another member's picture, nickname, bio, follow button and counts (the counts open the follow lists). */
export function ProfileHeader({ profile }: { profile: ProfileHeader_ProfileFragment }) {
  return (
    <header className={styles.header}>
      <Avatar pic={profile.pic} nickname={profile.nickname} size="lg" />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h1 className={styles.nickname}>{profile.nickname}</h1>
          {!profile.isMe && <FollowToggle target={profile} />}
        </div>
        <p className={profile.bio ? styles.bio : `${styles.bio} ${styles.muted}`}>{profile.bio ?? MSG.profile.noBio}</p>
        <ul className={styles.counts} aria-label={MSG.profile.counts}>
          <li>
            <span className={styles.count}>{MSG.profile.posts}</span> <strong>{profile.postCount}</strong>
          </li>
          <li>
            <Link to={paths.followList(profile.no, 'follower')} className={styles.countLink}>
              <span className={styles.count}>{MSG.profile.followers}</span>{' '}
              <strong data-testid="follower-count">{profile.followerCount}</strong>
            </Link>
          </li>
          <li>
            <Link to={paths.followList(profile.no, 'followee')} className={styles.countLink}>
              <span className={styles.count}>{MSG.profile.followees}</span> <strong>{profile.followeeCount}</strong>
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
