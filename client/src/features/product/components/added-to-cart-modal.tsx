import { Modal } from '../../../components/ui/modal';
import { MSG } from '../../../lib/messages';
import styles from './product-detail-view.module.css';

export interface AddedToCart {
  /** How many of the product the cart holds now. */
  inCart: number;
  /** The stock, when the cart could not take all that was asked for. */
  cappedAt: number | null;
}

interface Props {
  added: AddedToCart | null;
  onContinue(): void;
  onViewCart(): void;
}

/** After add-to-cart: keep shopping or go to the cart. */
export function AddedToCartModal({ added, onContinue, onViewCart }: Props) {
  return (
    <Modal
      open={added !== null}
      title={MSG.product.addedTitle}
      onClose={onContinue}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onContinue}>
            {MSG.product.continueShopping}
          </button>
          <button type="button" className="btn btn-accent" onClick={onViewCart}>
            {MSG.product.viewCart}
          </button>
        </>
      }
    >
      {added && <p className={styles.modalText}>{MSG.product.inCart(added.inCart)}</p>}
      {added?.cappedAt != null && <p className={styles.modalNote}>{MSG.product.capped(added.cappedAt)}</p>}
    </Modal>
  );
}
