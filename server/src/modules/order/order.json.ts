import { toKoreaIso } from '../../common/dates.js';
import type { Review } from './review.entity.js';
import { productJson } from '../catalog/catalog.json.js';
import type { OrderProduct } from './order-product.entity.js';
import type { Order } from './order.entity.js';

/** The documented order shapes; lines and products must be loaded (see orderHistory/orderDetail). */
export const orderJson = (o: Order) => ({
  no: o.no,
  state: o.state,
  price: o.price,
  discount: o.discount,
  date: toKoreaIso(o.date),
  productNoList: o.lines.getItems().map((l) => l.product.unwrap().no),
});

/** Added to the documented line shapes: the size bought, if the product is sold by options. */
const optionJson = (l: OrderProduct) => ({ optionNo: l.optionNo, optionLabel: l.optionLabel });

/** Each product of these orders once. */
export const orderProductsJson = (orders: Order[]) => {
  const lines = orders.flatMap((o) => o.lines.getItems());
  return [...new Map(lines.map((l) => [l.product.unwrap().no, l.product.getEntity()])).values()].map(productJson);
};

export const orderHistoryJson = (o: Order) => ({
  ...orderJson(o),
  orderProducts: o.lines.getItems().map((l) => ({
    no: l.no,
    productNo: l.product.unwrap().no,
    quantity: l.quantity,
    price: l.price,
    ...optionJson(l),
  })),
});

export const orderDetailJson = ({ order, reviews }: { order: Order; reviews: Map<number, Review> }) => {
  const user = order.user.getEntity();
  return {
    order: {
      orderInfo: {
        ...orderJson(order),
        recipientName: order.recipientName,
        recipientTel: order.recipientTel,
        zipcode: order.zipcode,
        address: order.address,
      },
      productList: orderProductsJson([order]),
      orderProductList: order.lines.getItems().map((l) => ({
        no: l.no,
        productNo: l.product.unwrap().no,
        quantity: l.quantity,
        price: l.price,
        reviewNo: reviews.get(l.no)?.no ?? null,
        ...optionJson(l),
      })),
    },
    user: {
      no: user.no,
      name: user.name,
      tel: user.tel,
      email: user.email,
      zipcode: user.zipcode,
      address: user.address,
    },
  };
};
