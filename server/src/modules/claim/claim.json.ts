import { MSG } from '../../common/messages.js';
import type { Claim } from './claim.entity.js';

/**
 * A claim as the REST shims answer it (README "Returns and exchanges"): the English values with their Korean names,
 * the line it is about, and its history. Reads only what the services populated.
 */
export function claimJson(claim: Claim) {
  const line = claim.orderProduct.getEntity();
  const product = line.product.getEntity();
  return {
    no: claim.no,
    orderNo: claim.order.no,
    orderProductNo: line.no,
    productNo: product.no,
    productName: product.name,
    optionLabel: line.optionLabel,
    quantity: line.quantity,
    linePrice: line.price,
    type: claim.type,
    typeName: MSG.claim.types[claim.type],
    reason: claim.reason,
    reasonName: MSG.claim.reasons[claim.reason],
    text: claim.text,
    exchangeOptionLabel: claim.optionLabel,
    photos: claim.photos,
    state: claim.state,
    stateName: MSG.claim.states[claim.state],
    rejectReason: claim.rejectReason,
    refundAmount: claim.refundAmount,
    refundAccount: claim.refundAccountLabel,
    date: claim.date.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    history: claim.history.getItems().map((e) => ({
      state: e.state,
      stateName: MSG.claim.states[e.state],
      byAdmin: e.byAdmin,
      note: e.note,
      date: e.date.toISOString(),
    })),
  };
}
