import { useQuery } from '@apollo/client/react';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { WithdrawPageQuery } from '../operations';
import { OwnUserOnly } from './own-user-only';
import { WithdrawForm } from './withdraw-form';

function Withdraw() {
  const { data, loading } = useQuery(WithdrawPageQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) return <StatusMessage kind="loading">{MSG.account.loading}</StatusMessage>;
  // Without the account's email the check cannot be made: the form then answers with the server-error text.
  return <WithdrawForm accountEmail={data?.me?.email ?? null} />;
}

/** /user/mypage/delete/{userNo}: leaving the service. */
export function WithdrawPage() {
  return (
    <OwnUserOnly pathFor={paths.withdraw}>
      <h1 className="page-title">{MSG.withdraw.title}</h1>
      <Withdraw />
    </OwnUserOnly>
  );
}
