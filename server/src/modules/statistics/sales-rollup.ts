import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../../common/enums.js';

/** The period of the all-time granule ('a'): one fixed date, since the granule has a single period. */
export const ALL_TIME = '1970-01-01';

/** Day rows of a Korea day: order number mod this. */
const DAY_SHARDS = 8;

const CANCELLED = `'${OrderState.CANCELLED}'`;
const DELIVERED = `'${OrderState.DELIVERED}'`;

/** An order's time in Korea: a timestamp without a zone, so truncating it leaves the session's zone out of it. */
const KOREA_TIME = `(o.date at time zone 'Asia/Seoul')`;
/** The granule an order falls in, named by its first day: its Korea day, month, quarter or year, or all time. */
const PERIOD = `case g.grain
    when 'd' then ${KOREA_TIME}::date
    when 'm' then date_trunc('month', ${KOREA_TIME})::date
    when 'q' then date_trunc('quarter', ${KOREA_TIME})::date
    when 'y' then date_trunc('year', ${KOREA_TIME})::date
    else date '${ALL_TIME}' end`;
const GRAINS = `(values ('d'), ('m'), ('q'), ('y'), ('a')) as g(grain)`;

/**
 * A settled return of an order line `op` (the claim's refund paid: 환불완료): at most one, as a line has at most one
 * claim not rejected. Its units come back and its refund comes off the line's won.
 */
const SETTLED_RETURN = `left join claim c on c.order_product_no = op.no and c.type = 'RETURN' and c.state = 'REFUNDED'`;
/** The line's units and won net of its settled return (with SETTLED_RETURN joined). */
const NET_UNITS = `(case when c.no is null then op.quantity else 0 end)`;
const NET_WON = `(op.price - coalesce(c.refund_amount, 0))`;

/**
 * What was refunded of an order: the payment's cancelled amount, which a return's refund is part of (it goes through
 * the provider), or, for an order placed in demo mode (no payment), its settled returns' refunds. One of the two,
 * never both, so a return's refund counts once whichever way it was paid.
 */
const REFUNDED = `coalesce((select p.cancelled_amount from payment p where p.order_no = o.no),
    (select sum(r.refund_amount) from claim r where r.order_no = o.no and r.type = 'RETURN' and r.state = 'REFUNDED'),
    0)`;

/**
 * What an order brought in: its price less what was refunded of it. A refund is taken off the day's revenue as it
 * happens (applyRefundToRollup for the provider's, applyReturnToRollup for a demo order's return), so a cancel after
 * a full refund takes nothing more off.
 */
const NET_PRICE = `(o.price - ${REFUNDED})`;

const SUMS = (from: string) => `sum(quantity)::bigint as quantity, sum(revenue)::bigint as revenue,
      sum(delivered_quantity)::bigint as delivered_quantity, sum(cancelled_quantity)::bigint as cancelled_quantity,
      sum(lines)::int as lines from ${from}`;

/**
 * The product rollup recomputed from every order: what the table must hold. The rebuild inserts it and the tests
 * compare the maintained table with it, so the two can never drift apart unnoticed. Units and won are net of settled
 * returns; delivered and cancelled units count whole lines (a returned line was delivered). Lines are read once into
 * days; months come from the days, quarters from the months, years from the quarters, all time from the years.
 */
export const RECOMPUTED_PRODUCT_ROLLUP = `
  with d as materialized (
    select ${KOREA_TIME}::date as period, op.product_no,
        sum(case when o.state <> ${CANCELLED} then ${NET_UNITS} else 0 end)::bigint as quantity,
        sum(case when o.state <> ${CANCELLED} then ${NET_WON} else 0 end)::bigint as revenue,
        sum(case when o.state = ${DELIVERED} then op.quantity else 0 end)::bigint as delivered_quantity,
        sum(case when o.state = ${CANCELLED} then op.quantity else 0 end)::bigint as cancelled_quantity,
        count(*) filter (where o.state <> ${CANCELLED})::int as lines
      from order_product op join orders o on o.no = op.order_no ${SETTLED_RETURN}
     where not o.awaiting_payment
     group by 1, 2),
  m as materialized (
    select date_trunc('month', period::timestamp)::date as period, product_no, ${SUMS('d')} group by 1, 2),
  q as materialized (
    select date_trunc('quarter', period::timestamp)::date as period, product_no, ${SUMS('m')} group by 1, 2),
  y as materialized (
    select date_trunc('year', period::timestamp)::date as period, product_no, ${SUMS('q')} group by 1, 2)
  select 'd' as grain, * from d
  union all select 'm', * from m
  union all select 'q', * from q
  union all select 'y', * from y
  union all select 'a', date '${ALL_TIME}', product_no, ${SUMS('y')} group by product_no`;

/** The day rollup recomputed from every order (see RECOMPUTED_PRODUCT_ROLLUP). */
export const RECOMPUTED_DAY_ROLLUP = `
  select ${KOREA_TIME}::date as day, (o.no % ${DAY_SHARDS})::smallint as shard,
      count(*) filter (where o.state <> ${CANCELLED})::int as orders,
      coalesce(sum(u.units) filter (where o.state <> ${CANCELLED}), 0)::bigint as quantity,
      coalesce(sum(${NET_PRICE}) filter (where o.state <> ${CANCELLED}), 0)::bigint as revenue,
      count(*) filter (where o.state = ${CANCELLED})::int as cancelled_orders
    from orders o
    left join (select op.order_no, sum(${NET_UNITS}) as units from order_product op ${SETTLED_RETURN}
                group by op.order_no) u on u.order_no = o.no
   where not o.awaiting_payment
   group by 1, 2`;

const PRODUCT_COLUMNS = 'grain, period, product_no, quantity, revenue, delivered_quantity, cancelled_quantity, lines';
const DAY_COLUMNS = 'day, shard, orders, quantity, revenue, cancelled_orders';

/**
 * Empties both rollups and fills them from the orders: statements for the caller's one transaction. Fresh planner
 * statistics follow, as the statistics' queries are planned from them.
 */
export const REBUILD_SALES_ROLLUP = [
  'truncate sales_product_rollup, sales_day_rollup',
  // In key order: a granule's rows then sit on few pages, which is what a range read touches.
  `insert into sales_product_rollup (${PRODUCT_COLUMNS})
   select * from (${RECOMPUTED_PRODUCT_ROLLUP}) r order by grain, period, product_no`,
  `insert into sales_day_rollup (${DAY_COLUMNS}) ${RECOMPUTED_DAY_ROLLUP}`,
  'analyze sales_product_rollup, sales_day_rollup',
];

/**
 * Where the maintained rollups differ from a recomputation, both ways ('expected' rows missing from the table,
 * 'stored' rows the orders do not give): empty when they are equal. For the tests and for checking a database.
 */
export async function rollupDrift(em: EntityManager): Promise<{ products: unknown[]; days: unknown[] }> {
  const drift = (table: string, columns: string, recomputed: string) =>
    em.execute(
      `select 'expected' as side, x.* from ((${recomputed}) except select ${columns} from ${table}) x
       union all
       select 'stored', y.* from (select ${columns} from ${table} except (${recomputed})) y`,
    );
  return {
    products: await drift('sales_product_rollup', PRODUCT_COLUMNS, RECOMPUTED_PRODUCT_ROLLUP),
    days: await drift('sales_day_rollup', DAY_COLUMNS, RECOMPUTED_DAY_ROLLUP),
  };
}

/**
 * The rollups from scratch in one transaction, for orders written around the order services (the seeder runs the
 * same statements inside its own transaction).
 */
export async function rebuildSalesRollup(em: EntityManager): Promise<void> {
  await em.transactional(async (tem) => {
    for (const sql of REBUILD_SALES_ROLLUP) await tem.execute(sql);
  });
}

/** How much of each column an order in a state counts for: the rules RECOMPUTED_* spell out in SQL. */
function weights(state: OrderState | null) {
  const counted = state !== null && state !== OrderState.CANCELLED ? 1 : 0;
  return {
    counted,
    delivered: state === OrderState.DELIVERED ? 1 : 0,
    cancelled: state === OrderState.CANCELLED ? 1 : 0,
  };
}

/**
 * A refund of part or all of a counted order (paid, not cancelled), inside the refund's transaction: its day's
 * revenue drops by the amount. An order not counted (awaiting payment, cancelled) changes nothing.
 */
export async function applyRefundToRollup(em: EntityManager, orderNo: number, amount: number): Promise<void> {
  await em.execute(
    `update sales_day_rollup r set revenue = r.revenue - ?
       from orders o
      where o.no = ? and not o.awaiting_payment and o.state <> ${CANCELLED}
        and r.day = ${KOREA_TIME}::date and r.shard = o.no % ${DAY_SHARDS}`,
    [amount, orderNo],
  );
}

/**
 * Adds an order's move from one state to another (null: it did not exist) to both rollups, inside the caller's
 * transaction, in one statement. Each rollup is one set-based upsert; the product rows go in product order, then the
 * day's row (the day's upsert waits for the products' to finish: it counts their rows first), so concurrent orders
 * lock shared rows in the same order and never deadlock. A move that changes no column (received → shipping)
 * writes nothing.
 */
export async function applyOrderToRollup(
  em: EntityManager,
  orderNo: number,
  from: OrderState | null,
  to: OrderState,
): Promise<void> {
  const [a, b] = [weights(from), weights(to)];
  const counted = b.counted - a.counted;
  const delivered = b.delivered - a.delivered;
  const cancelled = b.cancelled - a.cancelled;
  const products =
    counted !== 0 || delivered !== 0 || cancelled !== 0
      ? {
          sql: `insert into sales_product_rollup (${PRODUCT_COLUMNS})
       select g.grain, ${PERIOD}, op.product_no,
           sum(${NET_UNITS}) * ?::int, sum(${NET_WON}) * ?::int, sum(op.quantity) * ?::int, sum(op.quantity) * ?::int,
           count(*)::int * ?::int
         from order_product op join orders o on o.no = op.order_no ${SETTLED_RETURN} cross join ${GRAINS}
        where op.order_no = ? and not o.awaiting_payment
        -- Several lines of one product (two sizes) are one row of the upsert.
        group by g.grain, o.date, op.product_no
        order by op.product_no, g.grain
       on conflict (grain, period, product_no) do update set
         quantity = sales_product_rollup.quantity + excluded.quantity,
         revenue = sales_product_rollup.revenue + excluded.revenue,
         delivered_quantity = sales_product_rollup.delivered_quantity + excluded.delivered_quantity,
         cancelled_quantity = sales_product_rollup.cancelled_quantity + excluded.cancelled_quantity,
         lines = sales_product_rollup.lines + excluded.lines`,
          params: [counted, counted, delivered, cancelled, counted, orderNo],
        }
      : null;
  const day =
    counted !== 0 || cancelled !== 0
      ? {
          sql: (after: string) => `insert into sales_day_rollup (${DAY_COLUMNS})
       select ${KOREA_TIME}::date, o.no % ${DAY_SHARDS}, ?::int,
           ?::int * (select coalesce(sum(${NET_UNITS}), 0) from order_product op ${SETTLED_RETURN} where op.order_no = o.no),
           ?::int * ${NET_PRICE}, ?::int
         from orders o where o.no = ? and not o.awaiting_payment${after}
       on conflict (day, shard) do update set
         orders = sales_day_rollup.orders + excluded.orders,
         quantity = sales_day_rollup.quantity + excluded.quantity,
         revenue = sales_day_rollup.revenue + excluded.revenue,
         cancelled_orders = sales_day_rollup.cancelled_orders + excluded.cancelled_orders`,
          params: [counted, counted, counted, cancelled, orderNo],
        }
      : null;
  if (products && day) {
    await em.execute(
      `with products as (${products.sql} returning 1)
       ${day.sql(' and (select count(*) from products) >= 0')}`,
      [...products.params, ...day.params],
    );
  } else if (products) await em.execute(products.sql, products.params);
  else if (day) await em.execute(day.sql(''), day.params);
}

/**
 * A return settled (its claim just became 환불완료, inside that transaction): the line's units and its refund come off
 * its product's rows and its day's units. The day's revenue loses the refund here only for an order without a
 * payment (demo mode): a refund paid through the provider already came off with the payment's cancelled amount
 * (applyRefundToRollup). An order not counted changes nothing.
 */
export async function applyReturnToRollup(em: EntityManager, claimNo: number): Promise<void> {
  const line = `from claim c join order_product op on op.no = c.order_product_no join orders o on o.no = op.order_no`;
  const settled = `c.no = ? and c.type = 'RETURN' and c.state = 'REFUNDED'
        and not o.awaiting_payment and o.state <> ${CANCELLED}`;
  // As an upsert in grain order (the rows exist: the order was counted), so it locks rows as applyOrderToRollup does.
  await em.execute(
    `insert into sales_product_rollup (${PRODUCT_COLUMNS})
     select g.grain, ${PERIOD}, op.product_no, -op.quantity, -coalesce(c.refund_amount, 0), 0, 0, 0
       ${line} cross join ${GRAINS}
      where ${settled}
      order by g.grain
     on conflict (grain, period, product_no) do update set
       quantity = sales_product_rollup.quantity + excluded.quantity,
       revenue = sales_product_rollup.revenue + excluded.revenue`,
    [claimNo],
  );
  await em.execute(
    `update sales_day_rollup r set quantity = r.quantity - op.quantity,
            revenue = r.revenue - case when exists (select 1 from payment p where p.order_no = o.no) then 0
                                       else coalesce(c.refund_amount, 0) end
       ${line}
      where ${settled} and r.day = ${KOREA_TIME}::date and r.shard = o.no % ${DAY_SHARDS}`,
    [claimNo],
  );
}
