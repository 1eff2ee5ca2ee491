import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { clearPendingOrder } from '../pending-order';
import { paths } from '../../../lib/paths';

/** The server refused the order (stock, coupon or a changed total): say why and offer the way back to the cart. */
export function OrderFailure({ message, onClose }: { message: string; onClose(): void }) {
  const navigate = useNavigate();
  const { userNo } = useSession();
  const backToCart = () => {
    if (userNo !== null) clearPendingOrder(userNo);
    navigate(paths.cart(), { replace: true });
  };
  return (
    <Modal
      role="alertdialog"
      title={MSG.order.failedTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {MSG.mypage.close}
          </button>
          <button type="button" className="btn" onClick={backToCart}>
            {MSG.order.backToCart}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
