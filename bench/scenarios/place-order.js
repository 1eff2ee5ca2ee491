// Order placement with members' tokens: GraphQL placeOrder, the shim POST /api/order and a raw-SQL baseline.
// (a) uncontended: every connection orders its own two products; (b) contended: every order holds the same hot
// product (plus the connection's own), so its row lock serialises the transactions. These scenarios write to the
// bench's database: before each one the chosen products get ample stock; afterwards the orders, lines and alerts
// it added are deleted and the products' stock and sales count put back (also at the next start after a crash).
// The demo products are sold by size (issue 25): the bench orders one-size products (an order line without a size
// buys their only one), and the stock it gives and puts back is their size's, which the product's stock follows.
import fs from 'node:fs';
import path from 'node:path';
import { one, settle } from '../lib/db.js';
import { gqlRequest, graphqlOk, postJson, startsWith, withToken } from './common.js';

const AMPLE_STOCK = 1_000_000;
/** Above any size's stock the bench gives (AMPLE_STOCK) or puts back, and within an int. */
const PUT_BACK_HEADROOM = 1_000_000_000;
const PLACE_ORDER = 'mutation ($input:PlaceOrderInput!){ placeOrder(input:$input){ no price } }';
const PENDING = 'bench-writes.pending.json';
const MARKS = `select (select coalesce(max(no), 0) from orders) as max_order,
  (select sum(stock) from product where no = any($1::int[]))::bigint::float8 as stock`;

/**
 * The statistics' rollups counted the orders placed since the snapshot (the app and the baseline keep them in the
 * order's transaction): their share comes off before they are deleted, as server/src/modules/statistics/
 * sales-rollup.ts counts an order of each state. The bench orders only its own products (`productNos`).
 */
async function takeOutOfRollups(db, maxOrder, productNos) {
  const counted = `o.state <> '주문취소'`;
  await db.query(
    `update sales_product_rollup r set quantity = r.quantity - x.quantity, revenue = r.revenue - x.revenue,
        delivered_quantity = r.delivered_quantity - x.delivered, cancelled_quantity = r.cancelled_quantity - x.cancelled,
        lines = r.lines - x.lines
       from (select g.grain, case g.grain when 'd' then d.day when 'm' then date_trunc('month', d.day::timestamp)::date
                when 'y' then date_trunc('year', d.day::timestamp)::date else date '1970-01-01' end as period,
                d.product_no, sum(d.quantity) as quantity, sum(d.revenue) as revenue, sum(d.delivered) as delivered,
                sum(d.cancelled) as cancelled, sum(d.lines) as lines
              from (select (o.date at time zone 'Asia/Seoul')::date as day, op.product_no,
                        case when ${counted} then op.quantity else 0 end as quantity,
                        case when ${counted} then op.price else 0 end as revenue,
                        case when o.state = '배송완료' then op.quantity else 0 end as delivered,
                        case when o.state = '주문취소' then op.quantity else 0 end as cancelled,
                        case when ${counted} then 1 else 0 end as lines
                      from orders o join order_product op on op.order_no = o.no where o.no > $1) d
              cross join (values ('d'), ('m'), ('y'), ('a')) as g(grain)
             group by 1, 2, 3) x
      where r.grain = x.grain and r.period = x.period and r.product_no = x.product_no`,
    [maxOrder],
  );
  await db.query(
    `update sales_day_rollup r set orders = r.orders - x.orders, quantity = r.quantity - x.quantity,
        revenue = r.revenue - x.revenue, cancelled_orders = r.cancelled_orders - x.cancelled
       from (select (o.date at time zone 'Asia/Seoul')::date as day, o.no % 8 as shard,
                count(*) filter (where ${counted}) as orders,
                coalesce(sum(u.units) filter (where ${counted}), 0) as quantity,
                coalesce(sum(o.price) filter (where ${counted}), 0) as revenue,
                count(*) filter (where o.state = '주문취소') as cancelled
              from orders o
              join (select order_no, sum(quantity) as units from order_product where order_no > $1 group by order_no) u
                on u.order_no = o.no
             where o.no > $1 group by 1, 2) x
      where r.day = x.day and r.shard = x.shard`,
    [maxOrder],
  );
  // Rows those orders created hold nothing now: a recomputation from the orders would not have them.
  await db.query(
    `delete from sales_product_rollup where product_no = any($1::int[])
        and quantity = 0 and delivered_quantity = 0 and cancelled_quantity = 0 and lines = 0`,
    [productNos],
  );
  await db.query('delete from sales_day_rollup where orders = 0 and cancelled_orders = 0');
}

/** Puts the data set back as the snapshot says: deletes what the runs added, restores stock and sales counts. */
async function putBack(db, snap) {
  await db.query('begin');
  try {
    await db.query('delete from alert where no > $1', [snap.maxAlert]);
    await takeOutOfRollups(
      db,
      snap.maxOrder,
      snap.products.map((p) => p.no),
    );
    await db.query('delete from orders where no > $1', [snap.maxOrder]); // order_product rows cascade
    // The sizes' trigger moves their product's stock by each size's change, which can take it below 0 for the
    // moment (product_stock_check): the products get headroom first, the sizes go back, then the products' stock
    // and sales count are set exactly as they were.
    await db.query('update product set stock = $2 where no = any($1::int[])', [
      snap.products.map((p) => p.no),
      PUT_BACK_HEADROOM,
    ]);
    await db.query(
      `update product_option o set stock = x.stock from unnest($1::int[], $2::int[]) as x(no, stock) where o.no = x.no`,
      [(snap.options ?? []).map((o) => o.no), (snap.options ?? []).map((o) => o.stock)],
    );
    await db.query(
      `update product p set stock = o.stock, sales_count = o.sales_count
         from unnest($1::int[], $2::int[], $3::int[]) as o(no, stock, sales_count) where p.no = o.no`,
      [snap.products.map((p) => p.no), snap.products.map((p) => p.stock), snap.products.map((p) => p.sales_count)],
    );
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
}

/** At start: a run that stopped before putting the data set back left its snapshot behind. */
export async function restorePending(db, dataDir) {
  const file = path.join(dataDir, PENDING);
  if (!fs.existsSync(file)) return false;
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  await putBack(db, snap);
  fs.rmSync(file);
  console.log(`  put back the orders and stock an interrupted run left (snapshot of ${snap.takenAt})`);
  return true;
}

/** The writes the bench owns: one snapshot for the whole run, put back after each scenario and at the end. */
export function writeGuard(db, dataDir, productNos) {
  const file = path.join(dataDir, PENDING);
  let snap = null;
  return {
    async prepare() {
      if (!snap) {
        const { rows } = await db.query(
          'select no, stock, sales_count from product where no = any($1::int[]) order by no',
          [productNos],
        );
        const options = await db.query(
          'select no, stock from product_option where product_no = any($1::int[]) and not retired order by no',
          [productNos],
        );
        snap = {
          takenAt: new Date().toISOString(),
          options: options.rows,
          maxOrder: (await one(db, 'select coalesce(max(no), 0) as n from orders')).n,
          maxAlert: (await one(db, 'select coalesce(max(no), 0) as n from alert')).n,
          products: rows,
        };
        fs.writeFileSync(file, `${JSON.stringify(snap)}\n`);
      }
      await db.query('update product_option set stock = $2 where product_no = any($1::int[]) and not retired', [
        productNos,
        AMPLE_STOCK,
      ]);
      await db.query('update product set stock = $2 where no = any($1::int[])', [productNos, AMPLE_STOCK]);
    },
    /** Puts the data set back; first checks that the stock taken matches the units ordered (nothing oversold). */
    async putBack() {
      if (!snap) return null;
      await settle(db); // answers still in flight when autocannon stopped
      const check = await one(
        db,
        `select (select coalesce(sum(op.quantity), 0) from order_product op join orders o on o.no = op.order_no
                  where o.no > $1 and op.product_no = any($2::int[]))::int as units,
                ($3::bigint * cardinality($2::int[]) - (select sum(stock) from product where no = any($2::int[])))::int
                  as taken`,
        [snap.maxOrder, productNos, AMPLE_STOCK],
      );
      await putBack(db, snap);
      return { unitsOrdered: check.units, stockTaken: check.taken, consistent: check.units === check.taken };
    },
    async finish() {
      if (!snap) return;
      await putBack(db, snap);
      fs.rmSync(file, { force: true });
      snap = null;
    },
  };
}

/** Current discounted prices from the app (the cartStock query), as a client would show them. */
export async function prices(appBase, nos) {
  const out = new Map();
  for (let i = 0; i < nos.length; i += 100) {
    const req = gqlRequest('query ($n:[Int!]!){ cartStock(productNos:$n){ no discountedPrice available } }', {
      n: nos.slice(i, i + 100),
    });
    const res = await fetch(appBase + req.path, { ...req, signal: AbortSignal.timeout(30_000) });
    for (const p of (await res.json())?.data?.cartStock ?? []) if (p.available) out.set(p.no, p.discountedPrice);
  }
  return out;
}

export async function placeOrderScenarios(ctx) {
  const { db, members, appBase, baselineBase } = ctx;
  const connections = ctx.opts.connections;
  // Two products of its own per connection, and one hot product for the contended runs.
  const { rows } = await db.query(
    `select p.no from product p
      where p.available and (select count(*) from product_option o where o.product_no = p.no and not o.retired) <= 1
      order by p.no desc limit $1`,
    [2 * connections + 1],
  );
  const nos = rows.map((r) => r.no).sort((a, b) => a - b);
  if (nos.length < 2 * connections + 1) throw new Error('not enough products on sale for the order scenarios');
  const price = await prices(appBase, nos);
  if (nos.some((no) => !price.has(no))) throw new Error('cartStock did not give every product a price');
  const [hot, ...own] = nos;
  const guard = writeGuard(db, ctx.dataDir, nos);
  ctx.writeGuards.push(guard);

  const line = (productNo) => ({ productNo, quantity: 1, resultPrice: price.get(productNo) });
  const orderOf = (i, contended) => {
    const items = contended ? [line(hot), line(own[2 * i])] : [line(own[2 * i]), line(own[2 * i + 1])];
    return { totalAmount: items.reduce((s, l) => s + l.resultPrice, 0), items };
  };
  const member = (i) => members[i % members.length];
  const request = {
    graphql: (i, c) =>
      gqlRequest(PLACE_ORDER, { input: { ...orderOf(i, c), couponNo: null } }, withToken(member(i).token)),
    shim: (i, c) =>
      postJson('/api/order', { userNo: member(i).no, couponNo: 0, ...orderOf(i, c) }, withToken(member(i).token)),
  };
  request.baseline = request.shim;

  const list = [];
  for (const contended of [false, true]) {
    const kind = contended ? 'contended' : 'uncontended';
    const what = contended
      ? `place order, contended (${connections} connections, same product ${hot})`
      : `place order, uncontended (${Math.min(members.length, connections)} members, own products)`;
    const hooks = {
      before: () => guard.prepare(),
      after: () => guard.putBack(),
      // One statement each, so the order count and the stock come from the same snapshot.
      beforeMeasured: () => one(db, MARKS, [nos]),
      afterMeasured: async (marks) => {
        await settle(db); // answers still in flight when autocannon stopped
        const now = await one(db, MARKS, [nos]);
        const added = await one(
          db,
          `select count(distinct o.no)::int as orders, coalesce(sum(op.quantity), 0)::int as units
             from orders o join order_product op on op.order_no = o.no where o.no > $1 and o.no <= $2`,
          [marks.max_order, now.max_order],
        );
        return { ordersAdded: added.orders, unitsOrdered: added.units, stockTaken: marks.stock - now.stock };
      },
    };
    for (const target of ['baseline', 'graphql', 'shim']) {
      list.push({
        id: `${target}-placeorder-${kind}`,
        section: 'orders',
        target,
        label: `${target === 'baseline' ? 'raw SQL' : target === 'graphql' ? 'GraphQL' : 'shim'} ${what}`,
        baseline: target === 'baseline' ? undefined : `baseline-placeorder-${kind}`,
        base: target === 'baseline' ? baselineBase : appBase,
        writes: true,
        connectionRequests: (i) => [request[target](i, contended)],
        sampleRequests: [request[target](0, contended)],
        verifyBody: target === 'graphql' ? graphqlOk('placeOrder') : startsWith('{"success":true'),
        normalize: (json) => ({ price: json?.data?.placeOrder?.price ?? json?.price }),
        ...hooks,
      });
    }
  }
  return list;
}
