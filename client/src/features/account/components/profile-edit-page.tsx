import { useQuery } from '@apollo/client/react';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { ProfileEditQuery } from '../operations';
import { OwnUserOnly } from './own-user-only';
import { ProfileForm } from './profile-form';

function ProfileEdit() {
  const { data, loading, refetch } = useQuery(ProfileEditQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) return <StatusMessage kind="loading">{MSG.account.loading}</StatusMessage>;
  if (!data?.me)
    return (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {MSG.mypage.retry}
          </button>
        }
      >
        {MSG.account.loadError}
      </StatusMessage>
    );
  return <ProfileForm user={data.me} />;
}

/** /user/mypage/update/{userNo}: the signed-in member's own profile. */
export function ProfileEditPage() {
  return (
    <OwnUserOnly base="/user/mypage/update">
      <h1 className="page-title">{MSG.account.title}</h1>
      <ProfileEdit />
    </OwnUserOnly>
  );
}
