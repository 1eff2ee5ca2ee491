import type { EntityManager } from '@mikro-orm/postgresql';
import {
  couponDiscount,
  msg,
  type CartStockArgsValue,
  type PlaceOrderInputValue,
  type RowRef,
} from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { applyOrderToRollup } from '../statistics/sales-rollup.js';
import type { WithdrawalBlocker } from '../user/withdrawal.js';
import { mergeItems, priceLine, type PricedLine } from './order-pricing.js';
import { Order } from './order.entity.js';
import { orderPayments } from './order-payments.js';
import { memberMayCancel } from './order-state.js';
import { moveOrderState, recordTransition } from './order-transition.js';
import { reviewsOfLines } from './review.loaders.js';

interface OrdererRow {
  name: string;
  tel: string | null;
  zipcode: string | null;
  address: string | null;
}

interface StockRow {
  no: number;
  name: string;
  price: number;
  discount_rate: number;
}

interface ProductState {
  no: number;
  name: string;
  available: boolean;
  stock: number;
}

/** The answer for a product that cannot be sold in that quantity (null: it can, as far as one read shows). */
function refusal(product: ProductState | undefined, quantity: number) {
  if (!product) return badInput(msg('order.productMissing'), 'items');
  if (!product.available) return conflict(msg('order.unavailable', product.name), 'items');
  if (product.stock < quantity) return conflict(msg('order.stockShort', product.name, product.stock), 'items');
  return null;
}

/**
 * The orderer and the products' stock in one read before any transaction: an order that cannot be sold (a sold-out
 * product while a thousand buyers race for the last units) is answered at once, without a transaction. The
 * conditional update inside the transaction stays what guarantees the stock.
 */
async function ordererIfInStock(
  em: EntityManager,
  userNo: number,
  items: { productNo: number; quantity: number }[],
): Promise<OrdererRow> {
  const [row] = await em.execute<(OrdererRow & { products: ProductState[] | null })[]>(
    `select u.name, u.tel, u.zipcode, u.address,
            (select json_agg(json_build_object('no', p.no, 'name', p.name, 'available', p.available, 'stock', p.stock))
               from product p where p.no in (?)) as products
       from users u where u.no = ? and u.withdrawn_at is null`,
    [items.map((i) => i.productNo), userNo],
  );
  if (!row) throw unauthenticated();
  for (const item of items) {
    const refused = refusal(
      row.products?.find((p) => p.no === item.productNo),
      item.quantity,
    );
    if (refused) throw refused;
  }
  if (!row.zipcode || !row.address) throw badInput(msg('order.noAddress'), 'address');
  return row;
}

/** Takes the units if they are there: one conditional UPDATE, so racing buyers can never oversell. */
async function takeStock(em: EntityManager, productNo: number, quantity: number): Promise<StockRow> {
  const [row] = await em.execute<StockRow[]>(
    `update product set stock = stock - ?, sales_count = sales_count + ?
       where no = ? and available and stock >= ? returning no, name, price, discount_rate`,
    [quantity, quantity, productNo, quantity],
  );
  if (row) return row;
  const product = (await em.findOne(Product, { no: productNo })) ?? undefined;
  // No refusal only when units came back between the two statements: this order still missed them.
  throw refusal(product, quantity) ?? conflict(msg('order.stockShort', product!.name, product!.stock), 'items');
}

/** Marks the member's coupon used if it is theirs, unused and not expired (Korea date); returns its rate. */
async function useCoupon(
  em: EntityManager,
  userNo: number,
  couponNo: number,
): Promise<{ couponUserNo: number; rate: number }> {
  const [row] = await em.execute<{ no: number; discount_rate: number }[]>(
    `update coupon_user cu set is_used = true, used_at = now()
       from coupon c
      where cu.coupon_no = c.no and c.no = ? and cu.user_no = ? and not cu.is_used
        and c.expiry_date >= (now() at time zone 'Asia/Seoul')::date
     returning cu.no, c.discount_rate`,
    [couponNo, userNo],
  );
  if (!row) throw conflict(msg('order.couponInvalid'), 'couponNo');
  return { couponUserNo: row.no, rate: row.discount_rate };
}

/**
 * Places the caller's order in one transaction: prices come from the current products and the coupon, never from
 * the client; a total that differs from the client's is refused. A failure leaves stock and coupon as they were.
 * Orders for the same product take turns on this instance (`ctx.productTurns`): a thousand buyers racing for the last
 * units wait outside PostgreSQL, and whoever waited reads the stock again, so the losers are answered by that one read.
 */
export async function placeOrder(ctx: Context, input: PlaceOrderInputValue): Promise<Order> {
  const { em, events, productTurns } = ctx;
  const userNo = requireViewer(ctx).no;
  const items = mergeItems(input.items);
  const orderer = await ordererIfInStock(em, userNo, items);
  const { order, recorded } = await productTurns.take(
    items.map((i) => i.productNo),
    async (waited) => {
      // Someone ordered these products meanwhile: the units may be gone, which one read tells.
      if (waited) await ordererIfInStock(em, userNo, items);
      return placeInTransaction(ctx, { ...input, userNo, items, orderer });
    },
  );
  await events.deliver(recorded);
  return em.map(Order, order);
}

/** An order about to be written: the buyer's, its merged lines and the orderer's details read before. */
interface Placing extends PlaceOrderInputValue {
  userNo: number;
  orderer: OrdererRow;
}

async function placeInTransaction(ctx: Context, { userNo, items, couponNo, totalAmount, orderer }: Placing) {
  const payments = orderPayments(ctx);
  // With payments configured the order awaits its payment (stock and coupon held); in demo mode it is placed as paid.
  const awaiting = payments?.awaitsPayment(ctx) ?? false;
  return ctx.em.transactional(async (tem) => {
    const lines: PricedLine[] = [];
    let firstProduct = '';
    for (const item of items) {
      const row = await takeStock(tem, item.productNo, item.quantity);
      firstProduct ||= row.name;
      const line = priceLine(row.no, item.quantity, row.price, row.discount_rate);
      if (line.price !== item.resultPrice) throw conflict(msg('order.totalMismatch'), 'items');
      lines.push(line);
    }
    const total = lines.reduce((sum, l) => sum + l.price, 0);
    const coupon = couponNo ? await useCoupon(tem, userNo, couponNo) : null;
    const discount = coupon ? couponDiscount(total, coupon.rate) : 0;
    if (total - discount !== totalAmount) throw conflict(msg('order.totalMismatch'), 'totalAmount');

    // The order and its lines in one statement: the hottest write skips the unit of work's change sets.
    const [row] = await tem.execute<Record<string, unknown>[]>(
      `with o as (
         insert into orders (user_no, price, discount, coupon_user_no, recipient_name, recipient_tel, zipcode, address,
                             awaiting_payment)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning *),
       l as (
         insert into order_product (order_no, product_no, quantity, price)
         select o.no, x.product_no, x.quantity, x.price
           from o, unnest(array[?]::int[], array[?]::int[], array[?]::int[]) as x(product_no, quantity, price))
       select * from o`,
      [
        userNo,
        total - discount,
        discount,
        coupon?.couponUserNo ?? null,
        orderer.name,
        orderer.tel,
        orderer.zipcode,
        orderer.address,
        awaiting,
        lines.map((l) => l.productNo),
        lines.map((l) => l.quantity),
        lines.map((l) => l.price),
      ],
    );
    const orderNo = row!.no as number;
    if (awaiting) {
      // Counted and announced once paid (order-payments.ts, settlePaidOrder).
      const amount = total - discount;
      await payments!.open(tem, ctx, { orderNo, userNo, amount, firstProduct, lineCount: lines.length });
      return { order: row!, recorded: await ctx.events.record(tem) };
    }
    await applyOrderToRollup(tem, orderNo, null, OrderState.RECEIVED);
    const recorded = await ctx.events.record(tem, { name: 'order.placed', payload: { orderNo, userNo } });
    return { order: row!, recorded };
  });
}

/** The order if the viewer may see it: its member or the admin. */
export async function orderForViewer(ctx: Context, { no }: RowRef): Promise<Order> {
  const viewer = requireViewer(ctx);
  const order = await ctx.em.findOne(Order, { no });
  if (!order) throw notFound();
  if (order.user.unwrap().no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  return order;
}

/** Cancels an order still in 주문접수: puts the stock back, takes the sales back and returns the coupon. */
export async function cancelOrder(ctx: Context, { no }: RowRef): Promise<Order> {
  const { em, events } = ctx;
  const order = await orderForViewer(ctx, { no });
  if (!memberMayCancel(order.state)) throw conflict(msg('order.cannotCancel'), 'state');
  // The refund first: a refusal throws and the order stays as it was.
  await orderPayments(ctx)?.refundForCancel(ctx, no, MSG.payment.memberCancelReason);
  const recorded = await em.transactional(async (tem) => {
    // The state is checked again in the statement: a concurrent change wins over this cancel.
    const moved = await moveOrderState(tem, no, OrderState.RECEIVED, OrderState.CANCELLED);
    if (!moved) throw conflict(msg('order.cannotCancel'), 'state');
    return recordTransition(tem, events, moved);
  });
  await events.deliver(recorded);
  return em.findOneOrFail(Order, { no }, { refresh: true });
}

/** A member's orders, newest first, with their lines and products (and their reviews if asked). */
export { orderHistory } from './order-history.js';

/** One order with its lines, products, member and the reviews written for its lines. */
export async function orderDetail(ctx: Context, { no }: RowRef) {
  const order = await orderForViewer(ctx, { no });
  await ctx.em.populate(order, ['lines.product', 'user']);
  const reviews = await reviewsOfLines(
    ctx.em,
    order.lines.getItems().map((l) => l.no),
  );
  return { order, reviews };
}

/** Current stock and availability of the products in a cart. */
export function cartStock(ctx: Context, { productNos }: CartStockArgsValue): Promise<Product[]> {
  return ctx.em.find(Product, { no: { $in: productNos } }, { orderBy: { no: 'asc' } });
}

/** Members with an order not yet delivered or cancelled cannot leave (the user module's withdrawal hook). */
export const hasOrdersInProgress: WithdrawalBlocker = async (em, userNo) =>
  (await em.count(Order, { user: userNo, state: { $in: [OrderState.RECEIVED, OrderState.SHIPPING] } })) > 0;
