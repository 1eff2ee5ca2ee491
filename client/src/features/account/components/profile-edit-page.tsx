import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../../components/ui/query-state';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { ProfileEditQuery } from '../operations';
import { OwnUserOnly } from './own-user-only';
import { ProfileForm } from './profile-form';

function ProfileEdit() {
  const { data, loading, refetch } = useQuery(ProfileEditQuery, { fetchPolicy: 'network-only' });
  return (
    <QueryState
      data={data?.me}
      loading={loading}
      onRetry={() => void refetch()}
      texts={{ loading: MSG.account.loading, error: MSG.account.loadError, retry: MSG.mypage.retry }}
    >
      {(me) => <ProfileForm user={me} />}
    </QueryState>
  );
}

/** /user/mypage/update/{userNo}: the signed-in member's own profile. */
export function ProfileEditPage() {
  return (
    <OwnUserOnly pathFor={paths.profileEdit}>
      <h1 className="page-title">{MSG.account.title}</h1>
      <ProfileEdit />
    </OwnUserOnly>
  );
}
