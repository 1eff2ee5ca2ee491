// Baseline: placing an order in one transaction, and a member's order history (shim's JSON and GraphQL's fields).
import {
  Reply,
  badInput,
  discountedPrice,
  intParam,
  koreaIso,
  pageParams,
  productJson,
  unauthenticated,
  viewer,
} from './common.js';

const STATE_ENUM = { 주문접수: 'RECEIVED', 배송중: 'SHIPPING', 배송완료: 'DELIVERED', 주문취소: 'CANCELLED' };
const conflict = (message, field) => new Reply(409, 'CONFLICT', message, field);
const isInt = (v, min, max = Number.MAX_SAFE_INTEGER) => Number.isSafeInteger(v) && v >= min && v <= max;

/** A member number named by the request must be the caller's own. */
function ownNo(c, value, name) {
  const me = c.userNo();
  if (!me) throw unauthenticated();
  const no = typeof value === 'number' ? value : intParam(value, name);
  if (no !== me) throw new Reply(403, 'FORBIDDEN', 'forbidden');
  return no;
}

/** Checks the body as the app's input classes do; merges repeated products, in product order (lock order). */
function orderInput(body) {
  const { items, totalAmount, couponNo } = body ?? {};
  if (!isInt(totalAmount, 0)) throw badInput('totalAmount');
  if (couponNo !== undefined && couponNo !== null && !isInt(couponNo, 0)) throw badInput('couponNo');
  if (!Array.isArray(items) || items.length < 1 || items.length > 50) throw badInput('items');
  const merged = new Map();
  for (const i of items) {
    if (!isInt(i?.productNo, 1) || !isInt(i.quantity, 1, 999) || !isInt(i.resultPrice, 0)) throw badInput('items');
    const seen = merged.get(i.productNo);
    merged.set(
      i.productNo,
      seen
        ? { ...seen, quantity: seen.quantity + i.quantity, resultPrice: seen.resultPrice + i.resultPrice }
        : { ...i },
    );
  }
  return {
    totalAmount,
    couponNo: couponNo || null,
    items: [...merged.values()].sort((a, b) => a.productNo - b.productNo),
  };
}

/**
 * POST /api/order: BEGIN; the member (not withdrawn, with an address); one conditional stock update per line;
 * the coupon if any; the order, its lines (one insert), the statistics' two rollups and the alert; COMMIT. Prices
 * come from the database.
 */
async function placeOrder(c) {
  const userNo = ownNo(c, c.body?.userNo, 'userNo');
  const input = orderInput(c.body);
  return c.transaction(async (q) => {
    const user = (
      await q('select name, tel, zipcode, address from users where no = $1 and withdrawn_at is null', [userNo])
    ).rows[0];
    if (!user) throw unauthenticated();
    if (!user.zipcode || !user.address) throw badInput('address');
    const lines = [];
    for (const item of input.items) {
      const { rows } = await q(
        `update product set stock = stock - $2, sales_count = sales_count + $2
          where no = $1 and available and stock >= $2 returning price, discount_rate`,
        [item.productNo, item.quantity],
      );
      if (!rows.length) {
        const p = (await q('select name, stock, available from product where no = $1', [item.productNo])).rows[0];
        if (!p) throw badInput('items');
        if (!p.available) throw conflict(`${p.name}은(는) 판매가 종료된 상품입니다.`, 'items');
        throw conflict(`${p.name}의 재고가 부족합니다. (남은 수량 ${p.stock}개)`, 'items');
      }
      const price = discountedPrice(rows[0].price, rows[0].discount_rate) * item.quantity;
      if (price !== item.resultPrice) throw conflict('결제 금액이 변경되었습니다.', 'items');
      lines.push({ productNo: item.productNo, quantity: item.quantity, price });
    }
    const total = lines.reduce((sum, l) => sum + l.price, 0);
    let coupon = null;
    if (input.couponNo) {
      coupon = (
        await q(
          `update coupon_user cu set is_used = true, used_at = now() from coupon c
            where cu.coupon_no = c.no and c.no = $1 and cu.user_no = $2 and not cu.is_used
              and c.expiry_date >= (now() at time zone 'Asia/Seoul')::date
           returning cu.no, c.discount_rate`,
          [input.couponNo, userNo],
        )
      ).rows[0];
      if (!coupon) throw conflict('사용할 수 없는 쿠폰입니다.', 'couponNo');
    }
    const discount = coupon ? Math.round((total * coupon.discount_rate) / 100) : 0;
    if (total - discount !== input.totalAmount) throw conflict('결제 금액이 변경되었습니다.', 'totalAmount');
    const { no: orderNo, korea_day: koreaDay } = (
      await q(
        `insert into orders (user_no, price, discount, coupon_user_no, recipient_name, recipient_tel, zipcode, address)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning no, to_char(date at time zone 'Asia/Seoul', 'YYYY-MM-DD') as korea_day`,
        [userNo, total - discount, discount, coupon?.no ?? null, user.name, user.tel, user.zipcode, user.address],
      )
    ).rows[0];
    await q(
      `insert into order_product (order_no, product_no, quantity, price)
       select $1, * from unnest($2::int[], $3::int[], $4::int[])`,
      [orderNo, lines.map((l) => l.productNo), lines.map((l) => l.quantity), lines.map((l) => l.price)],
    );
    // The statistics' rollups, as the app keeps them in the same transaction (lines in product order).
    await q(
      `insert into sales_product_rollup
         (grain, period, product_no, quantity, revenue, delivered_quantity, cancelled_quantity, lines)
       select g.grain, case g.grain when 'd' then $1::date when 'm' then date_trunc('month', $1::timestamp)::date
           when 'y' then date_trunc('year', $1::timestamp)::date else date '1970-01-01' end,
           l.product_no, l.quantity, l.price, 0, 0, 1
         from unnest($2::int[], $3::int[], $4::int[]) as l(product_no, quantity, price)
         cross join (values ('d'), ('m'), ('y'), ('a')) as g(grain)
        order by l.product_no, g.grain
       on conflict (grain, period, product_no) do update set quantity = sales_product_rollup.quantity + excluded.quantity,
         revenue = sales_product_rollup.revenue + excluded.revenue, lines = sales_product_rollup.lines + 1`,
      [koreaDay, lines.map((l) => l.productNo), lines.map((l) => l.quantity), lines.map((l) => l.price)],
    );
    await q(
      `insert into sales_day_rollup (day, shard, orders, quantity, revenue, cancelled_orders)
       values ($1::date, $2 % 8, 1, $3, $4, 0)
       on conflict (day, shard) do update set orders = sales_day_rollup.orders + 1,
         quantity = sales_day_rollup.quantity + excluded.quantity, revenue = sales_day_rollup.revenue + excluded.revenue`,
      [koreaDay, orderNo, lines.reduce((sum, l) => sum + l.quantity, 0), total - discount],
    );
    await q(`insert into alert (user_no, category, content, path) values ($1, '주문', $2, $3)`, [
      userNo,
      `주문(${orderNo})이 접수되었습니다.`,
      `/user/mypage/order/${orderNo}`,
    ]);
    return { success: true, orderNo, price: total - discount };
  });
}

/** A page of the member's orders, newest first, with their lines and products (and reviews when asked). */
async function orderPage(c, userNo, { page, size }, withReviews) {
  const [counted, orders] = await Promise.all([
    c.query('select count(*) from orders where user_no = $1', [userNo]),
    c.query(
      'select no, state, price, discount, date from orders where user_no = $1 order by no desc limit $2 offset $3',
      [userNo, size, page * size],
    ),
  ]);
  const nos = orders.rows.map((o) => o.no);
  const lines = nos.length
    ? (
        await c.query(
          `select op.no, op.order_no, op.product_no, op.quantity, op.price, p.name, p.pic,
                  p.price as product_price, p.discount_rate, p.available, p.contents, p.stock, p.category,
                  p.date as product_date, p.sales_count, p.score_sum, p.review_count${withReviews ? ', r.no as review_no' : ''}
             from order_product op join product p on p.no = op.product_no
             ${withReviews ? 'left join review r on r.order_product_no = op.no' : ''}
            where op.order_no = any($1::int[]) order by op.no`,
          [nos],
        )
      ).rows
    : [];
  const linesOf = new Map(nos.map((n) => [n, []]));
  for (const l of lines) linesOf.get(l.order_no).push(l);
  const total = Number(counted.rows[0].count);
  return { orders: orders.rows, linesOf, total, totalPages: Math.ceil(total / size) };
}

async function orderList(c) {
  const userNo = ownNo(c, c.params[0], 'userNo');
  await viewer(c);
  const args = pageParams(c.searchParams, 5);
  const { orders, linesOf, total, totalPages } = await orderPage(c, userNo, args, false);
  const products = new Map();
  for (const o of orders)
    for (const l of linesOf.get(o.no)) if (!products.has(l.product_no)) products.set(l.product_no, l);
  return {
    orderList: orders.map((o) => ({
      no: o.no,
      state: o.state,
      price: o.price,
      discount: o.discount,
      date: koreaIso(o.date),
      productNoList: linesOf.get(o.no).map((l) => l.product_no),
      orderProducts: linesOf
        .get(o.no)
        .map((l) => ({ no: l.no, productNo: l.product_no, quantity: l.quantity, price: l.price })),
    })),
    productList: [...products.values()].map((l) =>
      productJson({ ...l, no: l.product_no, price: l.product_price, date: l.product_date }),
    ),
    totalPages,
    totalElements: total,
    number: args.page,
  };
}

/** GraphQL's myOrders with lines, products and `reviewable` (delivered, still on sale, not reviewed). */
async function myOrdersGraphql(c) {
  const userNo = await viewer(c);
  const { orders, linesOf, totalPages } = await orderPage(c, userNo, pageParams(c.searchParams, 5), true);
  return {
    data: {
      myOrders: {
        totalPages,
        content: orders.map((o) => ({
          no: o.no,
          state: STATE_ENUM[o.state],
          price: o.price,
          date: o.date.toISOString(),
          lines: linesOf.get(o.no).map((l) => ({
            no: l.no,
            quantity: l.quantity,
            price: l.price,
            reviewable: o.state === '배송완료' && l.available && l.review_no === null,
            product: { no: l.product_no, name: l.name, pic: l.pic, available: l.available },
          })),
        })),
      },
    },
  };
}

export const orderRoutes = [
  ['POST', /^\/api\/order$/, placeOrder],
  ['GET', /^\/api\/order\/orderlist\/([^/]+)$/, orderList],
  ['GET', /^\/bench\/graphql\/my-orders$/, myOrdersGraphql],
];
