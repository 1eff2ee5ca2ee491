import { useState } from 'react';
import { RefundAccountFields, useRefundAccount } from '../../../components/payment/refund-account-fields';
import type { AdminClaim_ClaimFragment, RefundAccountInput } from '../../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { reasonName, stateName, typeName } from '../../../lib/claim-names';
import styles from './admin-claims.module.css';

export type ClaimAction = 'approve' | 'reject' | 'receive' | 'refund' | 'sendExchange';

interface Props {
  claim: AdminClaim_ClaimFragment;
  busy: boolean;
  onAction(
    claim: AdminClaim_ClaimFragment,
    action: ClaimAction,
    reason?: string,
    refundAccount?: RefundAccountInput,
  ): void;
}

/** One claim in the console: the line, the member's words and photos, the history and the next decisions. */
export function ClaimPanel({ claim, busy, onAction }: Props) {
  const T = MSG.adminClaims;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [otherAccount, setOtherAccount] = useState(false);
  const refundAccount = useRefundAccount();
  const { line } = claim;
  const act = (action: ClaimAction) => onAction(claim, action);
  return (
    <article className={styles.card} aria-label={T.claimLabel(claim.no)}>
      <header className={styles.head}>
        <p>
          <strong>{T.claimLabel(claim.no)}</strong> · {T.order(claim.orderNo)} · {claim.ordererName ?? ''} ·{' '}
          {formatKoreanDate(claim.date)}
        </p>
        <span className={styles.badge}>
          {typeName(claim.type)} {stateName(claim.state)}
        </span>
      </header>
      <div className={styles.body}>
        {line.product.pic && <img className={styles.thumb} src={line.product.pic} alt="" width={64} height={64} />}
        <dl className={styles.facts}>
          <dt>{T.product}</dt>
          <dd>
            {line.product.name}
            {line.optionLabel && ` · ${line.optionLabel}`} · {formatWon(line.price)}
          </dd>
          <dt>{T.reason}</dt>
          <dd>
            {reasonName(claim.reason)}
            {claim.text && ` · ${claim.text}`}
          </dd>
          {claim.optionLabel && (
            <>
              <dt>{T.exchangeTo}</dt>
              <dd>{claim.optionLabel}</dd>
            </>
          )}
          {claim.refundAmount !== null && claim.refundAmount !== undefined && (
            <>
              <dt>{T.refund}</dt>
              <dd>{formatWon(claim.refundAmount)}</dd>
            </>
          )}
          {claim.refundAccount && (
            <>
              <dt>{MSG.payment.refundAccountTitle}</dt>
              <dd>{claim.refundAccount}</dd>
            </>
          )}
          {claim.rejectReason && (
            <>
              <dt>{T.rejectReason}</dt>
              <dd>{claim.rejectReason}</dd>
            </>
          )}
        </dl>
      </div>
      {claim.photos.length > 0 && (
        <p className={styles.photos}>
          {claim.photos.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={MSG.claims.photoAlt(i + 1)} width={96} height={96} />
            </a>
          ))}
        </p>
      )}
      <ol className={styles.history} aria-label={T.history}>
        {claim.history.map((step) => (
          <li key={step.no}>
            {stateName(step.state)} · {formatKoreanDate(step.date)} · {step.byAdmin ? T.byAdmin : T.byMember}
            {step.note && ` · ${step.note}`}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {claim.state === 'REQUESTED' && !rejecting && (
          <>
            <button type="button" className="btn btn-accent" disabled={busy} onClick={() => act('approve')}>
              {T.approve}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setRejecting(true)}>
              {T.reject}
            </button>
          </>
        )}
        {claim.state === 'REQUESTED' && rejecting && (
          <form
            className={styles.reject}
            onSubmit={(e) => {
              e.preventDefault();
              onAction(claim, 'reject', reason);
            }}
          >
            <label htmlFor={`reject-${claim.no}`}>{T.rejectReason}</label>
            <input
              id={`reject-${claim.no}`}
              className="input"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
            />
            <button type="submit" className="btn btn-accent" disabled={busy}>
              {T.confirmReject}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setRejecting(false)}>
              {T.cancel}
            </button>
          </form>
        )}
        {claim.state === 'APPROVED' && (
          <button type="button" className="btn btn-accent" disabled={busy} onClick={() => act('receive')}>
            {T.receive}
          </button>
        )}
        {claim.state === 'RECEIVED' && claim.type === 'RETURN' && (
          <button type="button" className="btn btn-accent" disabled={busy} onClick={() => act('refund')}>
            {T.refundRetry}
          </button>
        )}
        {/* Only a virtual account's return has an account: one Toss refused is replaced here. */}
        {claim.state === 'RECEIVED' && claim.refundAccount && !otherAccount && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setOtherAccount(true)}>
            {T.refundOtherAccount}
          </button>
        )}
        {claim.state === 'RECEIVED' && claim.refundAccount && otherAccount && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const account = refundAccount.read();
              if (account) onAction(claim, 'refund', undefined, account);
            }}
          >
            <RefundAccountFields {...refundAccount.fields} disabled={busy} />
            <button type="submit" className="btn btn-accent" disabled={busy}>
              {T.refundOtherAccount}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setOtherAccount(false)}>
              {T.cancel}
            </button>
          </form>
        )}
        {claim.state === 'RECEIVED' && claim.type === 'EXCHANGE' && (
          <button type="button" className="btn btn-accent" disabled={busy} onClick={() => act('sendExchange')}>
            {T.sendExchange}
          </button>
        )}
      </div>
    </article>
  );
}
