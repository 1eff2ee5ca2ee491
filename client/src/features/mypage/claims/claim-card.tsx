import type { ClaimCard_ClaimFragment } from '../../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { reasonName, stateName, typeName } from '../../../lib/claim-names';
import styles from './claims.module.css';

/** One return or exchange: its line, state, reason, refund and every step so far. */
export function ClaimCard({ claim }: { claim: ClaimCard_ClaimFragment }) {
  const { line } = claim;
  return (
    <article className={styles.card} aria-label={`${typeName(claim.type)} ${claim.no}`}>
      <header className={styles.cardHeader}>
        <p>
          <strong>{MSG.claims.orderNo(claim.orderNo)}</strong> · {formatKoreanDate(claim.date)}
        </p>
        <span className={styles.badge}>{MSG.orders.claimState(typeName(claim.type), stateName(claim.state))}</span>
      </header>
      <div className={styles.product}>
        {line.product.pic && <img src={line.product.pic} alt="" width={64} height={64} loading="lazy" />}
        <p>
          {line.product.name}
          {line.optionLabel && <span className={styles.hint}> · {line.optionLabel}</span>}
        </p>
      </div>
      <dl className={styles.facts}>
        <dt>{MSG.claims.reason}</dt>
        <dd>
          {reasonName(claim.reason)}
          {claim.text && ` · ${claim.text}`}
        </dd>
        {claim.optionLabel && (
          <>
            <dt>{MSG.claims.option}</dt>
            <dd>{claim.optionLabel}</dd>
          </>
        )}
        {claim.type === 'RETURN' && (
          <>
            <dt>{MSG.claims.refund}</dt>
            <dd className={styles.refund} data-testid="claim-refund">
              {claim.refundAmount === null || claim.refundAmount === undefined
                ? MSG.claims.refundPending
                : formatWon(claim.refundAmount)}
              {claim.refundAccount && ` · ${MSG.payment.refundTo(claim.refundAccount)}`}
            </dd>
          </>
        )}
        {claim.rejectReason && (
          <>
            <dt>{stateName('REJECTED')}</dt>
            <dd>{MSG.claims.rejectReason(claim.rejectReason)}</dd>
          </>
        )}
      </dl>
      {claim.photos.length > 0 && (
        <p className={styles.photos}>
          {claim.photos.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={MSG.claims.photoAlt(i + 1)} width={72} height={72} loading="lazy" />
            </a>
          ))}
        </p>
      )}
      <ol className={styles.timeline} aria-label={MSG.claims.timeline}>
        {claim.history.map((step) => (
          <li key={step.no}>
            <strong>{stateName(step.state)}</strong> · {formatKoreanDate(step.date)} ·{' '}
            {step.byAdmin ? MSG.claims.byShop : MSG.claims.byMember}
            {step.note && ` · ${step.note}`}
          </li>
        ))}
      </ol>
    </article>
  );
}
