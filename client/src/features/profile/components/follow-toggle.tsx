import { MSG } from '../../../lib/messages';
import { useFollowToggle, type FollowTarget } from '../hooks/use-follow-toggle';
import styles from './profile-header.module.css';

/** The follow button: pressed while I follow the member. Its name stays '팔로우'; the pressed state says the rest. */
export function FollowToggle({ target }: { target: FollowTarget }) {
  const { toggle, busy, failed } = useFollowToggle(target);
  const pressed = target.followedByMe;
  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={pressed ? 'btn btn-outline' : 'btn btn-accent'}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        // Not disabled while the answer is on its way: the button keeps the focus; a second press waits.
        onClick={() => (busy ? undefined : void toggle())}
      >
        {pressed && <span aria-hidden="true">✓</span>}
        {MSG.profile.follow}
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {MSG.profile.followFailed}
        </p>
      )}
    </div>
  );
}
