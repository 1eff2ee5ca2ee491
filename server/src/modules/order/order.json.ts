import { toKoreaIso } from '../../common/dates.js';
import type { Review } from './review.entity.js';
import { productJson } from '../catalog/catalog.json.js';
import type { Order } from './order.entity.js';

/** What an order's documented shapes read: an Order with its lines, or plain rows (orderHistoryRows). */
export interface OrderFields {
  no: number;
  state: string;
  price: number;
  discount: number;
  date: Date;
  lines: {
    no: number;
    productNo: number;
    quantity: number;
    price: number;
    optionNo: number | null;
    optionLabel: string | null;
  }[];
}

/** An order's lines and products must be loaded (see orderDetail). */
const orderFields = (o: Order): OrderFields => ({
  no: o.no,
  state: o.state,
  price: o.price,
  discount: o.discount,
  date: o.date,
  lines: o.lines.getItems().map((l) => ({
    no: l.no,
    productNo: l.product.unwrap().no,
    quantity: l.quantity,
    price: l.price,
    optionNo: l.optionNo,
    optionLabel: l.optionLabel,
  })),
});

const orderShape = (o: OrderFields) => ({
  no: o.no,
  state: o.state,
  price: o.price,
  discount: o.discount,
  date: toKoreaIso(o.date),
  productNoList: o.lines.map((l) => l.productNo),
});

/** The documented order shape; its lines and products must be loaded (see orderDetail). */
export const orderJson = (o: Order) => orderShape(orderFields(o));

/** Added to the documented line shapes: the size bought, if the product is sold by options. */
const optionJson = (l: { optionNo: number | null; optionLabel: string | null }) => ({
  optionNo: l.optionNo,
  optionLabel: l.optionLabel,
});

/** Each product of these orders once. */
export const orderProductsJson = (orders: Order[]) => {
  const lines = orders.flatMap((o) => o.lines.getItems());
  return [...new Map(lines.map((l) => [l.product.unwrap().no, l.product.getEntity()])).values()].map(productJson);
};

export const orderHistoryJson = (o: OrderFields) => ({
  ...orderShape(o),
  orderProducts: o.lines.map((l) => ({
    no: l.no,
    productNo: l.productNo,
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
