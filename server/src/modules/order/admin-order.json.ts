import { toKoreaIso } from '../../common/dates.js';
import type { Order } from './order.entity.js';

/** A row of the admin's order table (admin console §3: no, date, userName, state, price, orderProducts). */
export const adminOrderJson = (o: Order) => ({
  no: o.no,
  date: toKoreaIso(o.date),
  userName: o.recipientName,
  state: o.state,
  price: o.price,
  orderProducts: o.lines
    .getItems()
    .map((l) => ({ productNo: l.product.unwrap().no, quantity: l.quantity, price: l.price })),
});

/** The detail call's shape: the order, the orderer's phone and address, and each product's name by its number. */
export const adminOrderDetailJson = (o: Order) => ({
  order: adminOrderJson(o),
  user: { tel: o.recipientTel, zipcode: o.zipcode, address: o.address },
  product: Object.fromEntries(o.lines.getItems().map((l) => [l.product.unwrap().no, l.product.getEntity().name])),
});
