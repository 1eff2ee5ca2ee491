import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import type { ClaimInput } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { ClaimForm } from './claim-form';
import { ClaimLineQuery, RequestClaimMutation } from './operations';
import styles from './claims.module.css';

const positive = (raw: string | null | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /user/mypage/claim/new/{orderProductNo}?order={orderNo}: a delivered line of the member's own order, in time. */
export function ClaimNewPage() {
  const lineNo = positive(useParams().orderProductNo);
  const orderNo = positive(useSearchParams()[0].get('order'));
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ClaimLineQuery, {
    variables: { orderProductNo: lineNo ?? 0, orderNo: orderNo ?? 0 },
    skip: lineNo === null || orderNo === null,
    fetchPolicy: 'network-only',
  });
  const [request, { loading: saving }] = useMutation(RequestClaimMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const line = data?.order.lines.find((l) => l.no === lineNo && l.claimable);

  const submit = async (input: ClaimInput, photos: File[]) => {
    setFailure(null);
    try {
      await request({
        variables: { input, photos: photos.length ? photos : null },
        update: (cache) => {
          cache.evict({ fieldName: 'myClaims' });
          cache.evict({ id: cache.identify({ __typename: 'OrderProduct', no: input.orderProductNo }) });
          cache.gc();
        },
      });
      navigate(paths.myClaims(), { replace: true });
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.claims.failed));
    }
  };

  return (
    <>
      <h1 className="page-title">{MSG.claims.newTitle}</h1>
      <QueryState
        data={line}
        loading={loading}
        action={
          <Link to={orderNo ? paths.myOrder(orderNo) : paths.myOrders()} className="btn btn-outline">
            {MSG.claims.backToOrder}
          </Link>
        }
        texts={{
          loading: MSG.claims.checking,
          error: error ? graphqlErrorMessage(error, MSG.claims.notAllowed) : MSG.claims.notAllowed,
        }}
      >
        {(l) => (
          <>
            <div className={styles.product}>
              {l.product.pic && <img src={l.product.pic} alt="" width={64} height={64} />}
              <p>
                {l.product.name}
                {l.optionLabel && <span className={styles.hint}> · {l.optionLabel}</span>}
              </p>
            </div>
            <ClaimForm
              orderProductNo={l.no}
              quantity={l.quantity}
              options={data?.exchangeOptions ?? []}
              needsRefundAccount={data?.order.payment?.needsRefundAccount === true}
              submitting={saving}
              error={failure}
              onSubmit={(input, photos) => void submit(input, photos)}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
