import type { EntityManager } from '@mikro-orm/postgresql';
import {
  couponDiscount,
  msg,
  type CancelOrderArgsValue,
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

/** An active option of a product as the order reads it. */
interface OptionState {
  no: number;
  label: string;
  stock: number;
  price_delta: number;
}

interface ProductState {
  no: number;
  name: string;
  available: boolean;
  stock: number;
  /** Its active options (none: sold as itself). */
  options?: OptionState[] | null;
}

/** An order line with its option resolved: the one chosen, the only one of a one-size product, or none. */
interface OrderItem {
  productNo: number;
  optionNo: number | null;
  label: string | null;
  quantity: number;
  resultPrice: number;
}

/** The answer for a product (or option) that cannot be sold in that quantity (null: it can, as far as one read shows). */
function refusal(product: ProductState | undefined, quantity: number, option?: OptionState) {
  if (!product) return badInput(msg('order.productMissing'), 'items');
  if (!product.available) return conflict(msg('order.unavailable', product.name), 'items');
  if (option) {
    if (option.stock < quantity) {
      return conflict(msg('order.optionStockShort', product.name, option.label, option.stock), 'items');
    }
  } else if (product.stock < quantity) return conflict(msg('order.stockShort', product.name, product.stock), 'items');
  return null;
}

/**
 * Which option a line buys: the one it names, the only one of a one-size product; a product sold by several sizes
 * refuses a line without one, and a product without options keeps selling as itself.
 */
function optionOf(product: ProductState, optionNo: number | null | undefined): OptionState | undefined {
  const options = product.options ?? [];
  if (options.length === 0) {
    if (optionNo) throw badInput(msg('order.optionMissing'), 'items');
    return undefined;
  }
  if (!optionNo) {
    if (options.length === 1) return options[0];
    throw badInput(msg('order.optionRequired', product.name), 'items');
  }
  const option = options.find((o) => o.no === optionNo);
  if (!option) throw badInput(msg('order.optionMissing'), 'items');
  return option;
}

/**
 * The orderer, the products' and their options' stock in one read before any transaction: an order that cannot be
 * sold (a sold-out size while a thousand buyers race for the last units) is answered at once, without a transaction.
 * The conditional update inside the transaction stays what guarantees the stock.
 */
async function ordererIfInStock(
  em: EntityManager,
  userNo: number,
  input: PlaceOrderInputValue['items'],
): Promise<{ orderer: OrdererRow; items: OrderItem[] }> {
  const [row] = await em.execute<(OrdererRow & { products: ProductState[] | null })[]>(
    `select u.name, u.tel, u.zipcode, u.address,
            (select json_agg(json_build_object('no', p.no, 'name', p.name, 'available', p.available, 'stock', p.stock,
                      'options', (select json_agg(json_build_object('no', o.no, 'stock', o.stock,
                                    'price_delta', o.price_delta,
                                    'label', case when o.color is null then o.size else o.color || ' / ' || o.size end))
                                    from product_option o where o.product_no = p.no and not o.retired)))
               from product p where p.no in (?)) as products
       from users u where u.no = ? and u.withdrawn_at is null`,
    [[...new Set(input.map((i) => i.productNo))], userNo],
  );
  if (!row) throw unauthenticated();
  const { products, ...orderer } = row;
  const resolved = input.map((item) => {
    const product = products?.find((p) => p.no === item.productNo);
    const unsold = refusal(product, 0);
    if (unsold) throw unsold;
    const option = optionOf(product!, item.optionNo);
    return { ...item, optionNo: option?.no ?? null, label: option?.label ?? null };
  });
  const items = mergeItems(resolved);
  for (const item of items) {
    const product = products!.find((p) => p.no === item.productNo)!;
    const refused = refusal(
      product,
      item.quantity,
      product.options?.find((o) => o.no === item.optionNo),
    );
    if (refused) throw refused;
  }
  if (!orderer.zipcode || !orderer.address) throw badInput(msg('order.noAddress'), 'address');
  return { orderer, items };
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

/**
 * Takes the units of one option the same way (its trigger takes them from the product's stock too) and counts the
 * sale on the product if it is still on sale, in one statement. The product's update waits for the option's (it runs
 * only once the option gave its units), so the option's row is locked before the product's, as every option change
 * does, and the two never wait on each other in opposite orders.
 */
async function takeOptionStock(
  em: EntityManager,
  productNo: number,
  option: { no: number; label: string },
  quantity: number,
): Promise<StockRow & { price_delta: number }> {
  const [row] = await em.execute<(StockRow & { price_delta: number })[]>(
    `with taken as (
       update product_option set stock = stock - ?
        where no = ? and product_no = ? and not retired and stock >= ? returning price_delta)
     update product p set sales_count = sales_count + ?
       from taken
      where p.no = ? and p.available
     returning p.no, p.name, p.price, p.discount_rate, taken.price_delta`,
    [quantity, option.no, productNo, quantity, quantity, productNo],
  );
  if (row) return row;
  // Nothing sold (the option's units may have been taken, the product not on sale): the transaction is rolled back.
  const product = (await em.findOne(Product, { no: productNo })) ?? undefined;
  const [left] = await em.execute<{ stock: number }[]>(`select stock from product_option where no = ?`, [option.no]);
  const short = { no: option.no, label: option.label, stock: left?.stock ?? 0, price_delta: 0 };
  throw (
    refusal(product, quantity, short) ??
    conflict(msg('order.optionStockShort', product!.name, option.label, short.stock), 'items')
  );
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
  const first = await ordererIfInStock(em, userNo, input.items);
  const { order, recorded } = await productTurns.take(
    first.items.map((i) => i.productNo),
    async (waited) => {
      // Someone ordered these products meanwhile: the units may be gone, which one read tells.
      const read = waited ? await ordererIfInStock(em, userNo, input.items) : first;
      return placeInTransaction(ctx, { ...input, userNo, ...read });
    },
  );
  await events.deliver(recorded);
  return em.map(Order, order);
}

/** An order about to be written: the buyer's, its merged lines and the orderer's details read before. */
interface Placing extends Omit<PlaceOrderInputValue, 'items'> {
  userNo: number;
  items: OrderItem[];
  orderer: OrdererRow;
}

async function placeInTransaction(ctx: Context, { userNo, items, couponNo, totalAmount, orderer }: Placing) {
  const payments = orderPayments(ctx);
  // With payments configured the order awaits its payment (stock and coupon held); in demo mode it is placed as paid.
  const awaiting = payments?.awaitsPayment(ctx) ?? false;
  return ctx.em.transactional(async (tem) => {
    const lines: (PricedLine & { optionNo: number | null; label: string | null })[] = [];
    let firstProduct = '';
    for (const item of items) {
      const row = item.optionNo
        ? await takeOptionStock(tem, item.productNo, { no: item.optionNo, label: item.label! }, item.quantity)
        : { ...(await takeStock(tem, item.productNo, item.quantity)), price_delta: 0 };
      firstProduct ||= row.name;
      const line = priceLine(row.no, item.quantity, row.price, row.discount_rate, row.price_delta);
      if (line.price !== item.resultPrice) throw conflict(msg('order.totalMismatch'), 'items');
      lines.push({ ...line, optionNo: item.optionNo, label: item.label });
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
         insert into order_product (order_no, product_no, quantity, price, option_no, option_label)
         select o.no, x.product_no, x.quantity, x.price, x.option_no, x.option_label
           from o, unnest(array[?]::int[], array[?]::int[], array[?]::int[], array[?]::int[], array[?]::text[])
                     as x(product_no, quantity, price, option_no, option_label))
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
        lines.map((l) => l.optionNo),
        lines.map((l) => l.label),
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

/**
 * Cancels an order still in 주문접수: puts the stock back, takes the sales back and returns the coupon. One paid
 * into a virtual account is refunded to the account the member gives (`refundAccount`, required then, refused else).
 */
export async function cancelOrder(ctx: Context, { no, refundAccount }: CancelOrderArgsValue): Promise<Order> {
  const { em, events } = ctx;
  const order = await orderForViewer(ctx, { no });
  if (!memberMayCancel(order.state)) throw conflict(msg('order.cannotCancel'), 'state');
  // The refund first: a refusal throws and the order stays as it was.
  await orderPayments(ctx)?.refundForCancel(ctx, no, MSG.payment.memberCancelReason, refundAccount);
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
export { orderHistory, orderHistoryRows } from './order-history.js';

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
