import { MSG } from '../../../lib/messages';
import { useFollowToggle, type FollowTarget } from '../hooks/use-follow-toggle';
import styles from './profile-header.module.css';

/**
 * The follow button: '팔로우', and '팔로잉' once I follow the member, when a press unfollows (a screen reader hears
 * that too). Its name says the state, so it is no pressed toggle.
 */
export function FollowToggle({ target }: { target: FollowTarget }) {
  const { toggle, busy, failed } = useFollowToggle(target);
  const following = target.followedByMe;
  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={following ? 'btn btn-outline' : 'btn btn-accent'}
        aria-label={following ? `${MSG.profile.following}, ${MSG.profile.unfollowHint}` : undefined}
        aria-busy={busy || undefined}
        // Not disabled while the answer is on its way: the button keeps the focus; a second press is sent after it.
        onClick={() => void toggle()}
      >
        {following ? MSG.profile.following : MSG.profile.follow}
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {MSG.profile.followFailed}
        </p>
      )}
    </div>
  );
}
