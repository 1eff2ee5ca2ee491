import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import type { AdminClaim_ClaimFragment, ClaimState, ClaimType, RefundAccountInput } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { stateName, typeName } from '../../../lib/claim-names';
import {
  AdminClaimsQuery,
  ApproveClaimMutation,
  CLAIM_PAGE_SIZE,
  ReceiveClaimMutation,
  RefundClaimMutation,
  RejectClaimMutation,
  SendExchangeMutation,
} from '../operations';
import { ClaimPanel, type ClaimAction } from './claim-panel';
import styles from './admin-claims.module.css';

const STATES: ClaimState[] = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED', 'EXCHANGE_SENT'];
const TYPES: ClaimType[] = ['RETURN', 'EXCHANGE'];

/** /admin/claims: returns and exchanges, newest first, by state and type, each with its decisions. */
export function AdminClaimsPage() {
  const T = MSG.adminClaims;
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const state = (STATES as string[]).includes(params.get('state') ?? '') ? (params.get('state') as ClaimState) : null;
  const type = (TYPES as string[]).includes(params.get('type') ?? '') ? (params.get('type') as ClaimType) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminClaimsQuery, {
    variables: { filter: { state, type }, page: page - 1, size: CLAIM_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const options = { refetchQueries: ['AdminClaims'] };
  const [approve, a] = useMutation(ApproveClaimMutation, options);
  const [reject, r] = useMutation(RejectClaimMutation, options);
  const [receive, c] = useMutation(ReceiveClaimMutation, options);
  const [refund, f] = useMutation(RefundClaimMutation, options);
  const [send, s] = useMutation(SendExchangeMutation, options);
  const busy = a.loading || r.loading || c.loading || f.loading || s.loading;

  const setFilter = (name: 'state' | 'type', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  const onAction = async (
    claim: AdminClaim_ClaimFragment,
    action: ClaimAction,
    reason?: string,
    refundAccount?: RefundAccountInput,
  ) => {
    setFailure(null);
    setDone('');
    const variables = { no: claim.no };
    try {
      if (action === 'approve') await approve({ variables });
      if (action === 'reject') await reject({ variables: { ...variables, reason: reason ?? '' } });
      if (action === 'receive') await receive({ variables });
      if (action === 'refund') await refund({ variables: { ...variables, refundAccount } });
      if (action === 'sendExchange') await send({ variables });
      setDone(T.done(claim.no));
    } catch (e) {
      setFailure(graphqlErrorMessage(e, T.failed));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <div className={styles.filters}>
        <label>
          {T.state}{' '}
          <select className="input" value={state ?? ''} onChange={(e) => setFilter('state', e.target.value)}>
            <option value="">{T.all}</option>
            {STATES.map((v) => (
              <option key={v} value={v}>
                {stateName(v)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.type}{' '}
          <select className="input" value={type ?? ''} onChange={(e) => setFilter('type', e.target.value)}>
            <option value="">{T.all}</option>
            {TYPES.map((v) => (
              <option key={v} value={v}>
                {typeName(v)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <p className={styles.done} role="status">
        {done}
      </p>
      <QueryState
        data={data?.adminClaims}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(p) => p.content.length === 0}
        texts={{ loading: T.loading, error: T.error, empty: T.empty }}
      >
        {(p) => (
          <>
            <div className={styles.list}>
              {p.content.map((claim) => (
                <ClaimPanel key={claim.no} claim={claim} busy={busy} onAction={(...x) => void onAction(...x)} />
              ))}
            </div>
            {p.totalPages > 1 && (
              <Pager
                page={page}
                totalPages={p.totalPages}
                onChange={setPage}
                label={T.pagination}
                previousText={MSG.common.previous}
                nextText={MSG.common.next}
                status={MSG.common.pageStatus}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
