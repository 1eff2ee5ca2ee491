import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import type { LookLine } from '../look';
import styles from './look-summary.module.css';

/** After 'buy the whole look': what went into the cart (and which were stand-ins) and what could not. */
export function LookSummary({ lines, onClose }: { lines: LookLine[] | null; onClose(): void }) {
  const navigate = useNavigate();
  const added = lines?.flatMap((l) => (l.added ? [l] : [])) ?? [];
  const notAdded = lines?.flatMap((l) => (l.added ? [] : [l])) ?? [];
  return (
    <Modal
      open={lines !== null}
      title={added.length > 0 ? MSG.look.addedTitle : MSG.look.nothingAddedTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {MSG.look.continueShopping}
          </button>
          <button type="button" className="btn btn-accent" onClick={() => navigate(paths.cart())}>
            {MSG.look.viewCart}
          </button>
        </>
      }
    >
      {added.length > 0 && (
        <section className={styles.group}>
          <h3 className={styles.heading}>
            {MSG.look.added} <span className={styles.count}>{MSG.look.addedCount(added.length)}</span>
          </h3>
          <ul className={styles.list} data-testid="look-added">
            {added.map((l) => (
              <li key={l.item.no} className={styles.line}>
                <span className={styles.product}>{l.product.name}</span>
                {l.insteadOf && <span className={styles.substitute}>{MSG.look.substitute(l.insteadOf)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {notAdded.length > 0 && (
        <section className={styles.group}>
          <h3 className={styles.heading}>{MSG.look.notAdded}</h3>
          <ul className={styles.list} data-testid="look-not-added">
            {notAdded.map((l) => (
              <li key={l.item.no} className={styles.line}>
                <span className={styles.product}>{l.item.name}</span>
                <span className={styles.reason}>{MSG.look[l.reason]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
