import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { OwnProfilePanelQuery } from '../operations';
import { OwnProfileView } from './own-profile-view';
import { ProfileEditForm } from './profile-edit-form';
import styles from './own-profile-panel.module.css';

type Mode = 'view' | 'edit' | 'saved' | 'cancelled';

/** Beside every style page (spec §2): my profile and links, switching between view and edit mode. */
export function OwnProfilePanel() {
  const { userNo } = useSession();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const { data, loading, error, refetch } = useQuery(OwnProfilePanelQuery, {
    variables: { userNo: userNo ?? 0 },
    skip: userNo === null,
  });
  const texts = { loading: MSG.profilePanel.loading, error: MSG.profilePanel.error };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {MSG.profilePanel.label}
      </h2>
      <QueryState data={data?.profile} loading={loading} error={error} onRetry={() => void refetch()} texts={texts}>
        {(profile) =>
          mode === 'edit' ? (
            <ProfileEditForm profile={profile} onCancel={() => setMode('cancelled')} onSaved={() => setMode('saved')} />
          ) : (
            <OwnProfileView profile={profile} onEdit={() => setMode('edit')} focusEdit={mode !== 'view'} />
          )
        }
      </QueryState>
      <p role="status" className={styles.saved}>
        {mode === 'saved' ? MSG.profilePanel.saved : ''}
      </p>
    </section>
  );
}
