import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { OwnProfileView_ProfileFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/ui/avatar';
import styles from './own-profile-panel.module.css';

export const OwnProfileView_profile = graphql(`
  fragment OwnProfileView_profile on Profile {
    no
    nickname
    bio
    pic
    followerCount
    followeeCount
  }
`);

interface Props {
  profile: OwnProfileView_ProfileFragment;
  onEdit(): void;
  /** Back from the edit mode: the edit button takes the focus again. */
  focusEdit: boolean;
}

/** The panel's view mode: my picture, nickname, bio and counts, and the links of the style pages. */
export function OwnProfileView({ profile, onEdit, focusEdit }: Props) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  return (
    <div className={styles.view}>
      <div className={styles.identity}>
        <Avatar pic={profile.pic} nickname={profile.nickname} size="md" />
        <div className={styles.names}>
          <p className={styles.nickname}>{profile.nickname}</p>
          <p className={profile.bio ? styles.bio : `${styles.bio} ${styles.muted}`}>
            {profile.bio ?? MSG.profile.noBio}
          </p>
        </div>
      </div>
      <ul className={styles.counts}>
        <li>
          <Link to={paths.followList(profile.no, 'follower')}>
            {MSG.profile.followers} <strong>{profile.followerCount}</strong>
          </Link>
        </li>
        <li>
          <Link to={paths.followList(profile.no, 'followee')}>
            {MSG.profile.followees} <strong>{profile.followeeCount}</strong>
          </Link>
        </li>
      </ul>
      <div className={styles.actions}>
        <Link to={paths.styleWrite()} className="btn btn-accent">
          {MSG.profilePanel.write}
        </Link>
        <Link to={paths.myPosts(profile.no)} className="btn btn-outline">
          {MSG.profilePanel.myPosts}
        </Link>
        <button ref={editRef} type="button" className="btn btn-outline" onClick={onEdit}>
          {MSG.profilePanel.edit}
        </button>
      </div>
    </div>
  );
}
