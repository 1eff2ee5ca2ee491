import { discountedPrice } from '@scene-shop/domain';
import { scaled, type Cell } from './bulk.js';
import type { Catalog } from './catalog-seed.js';
import { koreaDay, koreaMidnight, rngFor, type SeedContext } from './context.js';
import { DAY_MS, upperBound, type Rng } from './random.js';
import { COUPON_NAMES } from './texts.js';
import { memberAt, type Members } from './users-seed.js';

export const STATES = ['주문접수', '배송중', '배송완료', '주문취소'] as const;
export const DELIVERED = 2;
const CANCELLED = 3;

/** Orders and their lines in columnar form; order i is number i + 1, line j is number j + 1. */
export interface Orders {
  count: number;
  user: Int32Array;
  state: Uint8Array;
  date: Float64Array;
  lineCount: number;
  lineOrder: Int32Array;
  lineProduct: Int32Array;
  lineQuantity: Uint8Array;
}

interface Coupons {
  count: number;
  rate: Int32Array;
  created: Float64Array;
  expiry: string[];
  /** coupon_user rows; a member's rows are contiguous, from userFirst[no] to userFirst[no + 1]. */
  cuCoupon: Int32Array;
  cuUser: Int32Array;
  cuUsedAt: Float64Array;
  userFirst: Int32Array;
}

function makeCoupons(ctx: SeedContext, rng: Rng, members: Members): Coupons {
  const count = scaled(ctx.scale, 10, 300, 4);
  const first = koreaMidnight(2024, 1, 1) - 10 * DAY_MS;
  const coupons = { count, rate: new Int32Array(count), created: new Float64Array(count), expiry: [] as string[] };
  for (let i = 0; i < count; i++) {
    // The older 60% have mostly run out; the newest 40% are still valid so members have usable coupons.
    const recent = i >= count * 0.6;
    const created = recent
      ? rng.timeBetween(ctx.now - 60 * DAY_MS, ctx.now - 5 * DAY_MS)
      : rng.timeBetween(first, ctx.now - 60 * DAY_MS);
    const days = recent ? rng.pick([60, 90, 180]) : rng.pick([7, 14, 30, 60, 90]);
    coupons.rate[i] = rng.pick([5, 10, 15, 20, 25, 30]);
    coupons.created[i] = created;
    coupons.expiry.push(koreaDay(created + days * DAY_MS));
  }
  const total = members.active.length * 4;
  const cuCoupon = new Int32Array(total);
  const cuUser = new Int32Array(total);
  const userFirst = new Int32Array(members.maxNo + 2);
  let n = 0;
  for (let no = 1, a = 0; no <= members.maxNo; no++) {
    userFirst[no] = n;
    if (members.active[a] !== no) continue;
    a++;
    for (const c of rng.distinctInts(rng.int(0, 4), 1, count)) {
      cuCoupon[n] = c;
      cuUser[n++] = no;
    }
  }
  userFirst[members.maxNo + 1] = n;
  return {
    ...coupons,
    cuCoupon: cuCoupon.slice(0, n),
    cuUser: cuUser.slice(0, n),
    cuUsedAt: new Float64Array(n),
    userFirst,
  };
}

/** Spread over all of 2024 and the last 18 months, with a recent burst so open orders exist. */
function orderTimes(ctx: SeedContext, rng: Rng, count: number): Float64Array {
  const y2024 = koreaMidnight(2024, 1, 1);
  const y2025 = Math.min(koreaMidnight(2025, 1, 1), ctx.now);
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const r = rng.next();
    const from = r < 0.35 ? y2024 : r < 0.85 ? ctx.now - 548 * DAY_MS : r < 0.92 ? y2024 : ctx.now - 14 * DAY_MS;
    times[i] = rng.timeBetween(Math.min(from, ctx.now - DAY_MS), r < 0.35 ? y2025 : ctx.now - 60_000);
  }
  return times.sort();
}

/** Older orders are delivered (or cancelled, more often for poor products); recent ones are still moving. */
function stateFor(rng: Rng, age: number, worstQuality: number): number {
  if (age < 2 * DAY_MS)
    return rng.weighted([
      [0, 60],
      [1, 25],
      [CANCELLED, 15],
    ]);
  if (age < 7 * DAY_MS)
    return rng.weighted([
      [0, 15],
      [1, 50],
      [DELIVERED, 25],
      [CANCELLED, 10],
    ]);
  if (age < 14 * DAY_MS)
    return rng.weighted([
      [1, 20],
      [DELIVERED, 70],
      [CANCELLED, 10],
    ]);
  return rng.chance(0.04 + 0.25 * (1 - worstQuality) ** 3) ? CANCELLED : DELIVERED;
}

const DEMO_COURIERS = ['cj', 'lotte', 'hanjin'];

/**
 * An order's parcel and state days, from its number and date alone (the random sequence stays as it was): shipped a
 * day after the order (a 12-digit waybill number of CJ대한통운, 롯데택배 or 한진택배), delivered two days later,
 * cancelled an hour after the order; never later than now.
 */
function parcelOf(no: number, state: number, date: number, now: number): Cell[] {
  const at = (time: number) => Math.min(time, now);
  const shipped = state === 1 || state === DELIVERED;
  return [
    shipped ? (DEMO_COURIERS[no % DEMO_COURIERS.length] as string) : null,
    shipped ? String(600_000_000_000 + ((no * 7_919) % 100_000_000_000)) : null,
    shipped ? at(date + DAY_MS) : null,
    state === DELIVERED ? at(date + 3 * DAY_MS) : null,
    state === CANCELLED ? at(date + DAY_MS / 24) : null,
  ];
}

/** A product already registered at `time`, drawn by popularity. */
function productAt(catalog: Catalog, rng: Rng, time: number): number {
  const available = Math.max(1, upperBound(catalog.date, time));
  const r = rng.next() * (catalog.cumWeight[available - 1] as number);
  return Math.min(available - 1, upperBound(catalog.cumWeight, r));
}

export async function seedOrders(ctx: SeedContext, members: Members, catalog: Catalog): Promise<Orders> {
  const rng = rngFor('orders');
  const coupons = makeCoupons(ctx, rng, members);
  const count = scaled(ctx.scale, 300, 1_000_000, 50);
  const date = orderTimes(ctx, rng, count);
  const o = {
    user: new Int32Array(count),
    state: new Uint8Array(count),
    price: new Int32Array(count),
    discount: new Int32Array(count),
    couponUser: new Int32Array(count),
  };
  const lineOrder = new Int32Array(count * 3);
  const lineProduct = new Int32Array(count * 3);
  const lineQuantity = new Uint8Array(count * 3);
  const lineOption = new Int32Array(count * 3);
  const linePrice = new Int32Array(count * 3);
  let lines = 0;
  for (let i = 0; i < count; i++) {
    const time = date[i] as number;
    const user = memberAt(members, rng, time);
    const first = lines;
    let total = 0;
    let worst = 1;
    for (
      let k = rng.weighted([
        [1, 30],
        [2, 40],
        [3, 30],
      ]);
      k > 0;
      k--
    ) {
      const p = productAt(catalog, rng, time);
      if (lineProduct.subarray(first, lines).includes(p + 1)) continue;
      const quantity = rng.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ]);
      // Which size: spread over the product's sizes by the line's number, leaving the order's draws as they were.
      const firstOption = catalog.optionFirst[p] as number;
      const option = firstOption + (((lines + 1) * 7919) % ((catalog.optionFirst[p + 1] as number) - firstOption));
      const unit = discountedPrice(catalog.price[p] as number, catalog.discountRate[p] as number);
      const price = (unit + (catalog.optionDelta[option - 1] as number)) * quantity;
      lineOption[lines] = option;
      lineOrder[lines] = i + 1;
      lineProduct[lines] = p + 1;
      lineQuantity[lines] = quantity;
      linePrice[lines++] = price;
      total += price;
      worst = Math.min(worst, catalog.quality[p] as number);
    }
    const state = stateFor(rng, ctx.now - time, worst);
    let discount = 0;
    if (state !== CANCELLED && rng.chance(0.25)) {
      const day = koreaDay(time);
      for (let cu = coupons.userFirst[user] as number; cu < (coupons.userFirst[user + 1] as number); cu++) {
        const c = (coupons.cuCoupon[cu] as number) - 1;
        if (coupons.cuUsedAt[cu] || (coupons.created[c] as number) > time || (coupons.expiry[c] as string) < day)
          continue;
        discount = Math.round((total * (coupons.rate[c] as number)) / 100);
        coupons.cuUsedAt[cu] = time;
        o.couponUser[i] = cu + 1;
        break;
      }
    }
    o.user[i] = user;
    o.state[i] = state;
    o.price[i] = total - discount;
    o.discount[i] = discount;
  }

  const db = ctx.db;
  await db.insert(
    'coupon',
    [
      ['no', 'int'],
      ['name', 'text'],
      ['discount_rate', 'int'],
      ['expiry_date', 'date'],
      ['created_at', 'timestamptz'],
    ],
    coupons.count,
    (i) => [
      i + 1,
      `${COUPON_NAMES[i % COUPON_NAMES.length]} ${coupons.rate[i]}%`,
      coupons.rate[i] as number,
      coupons.expiry[i] as string,
      coupons.created[i] as number,
    ],
  );
  await db.insert(
    'coupon_user',
    [
      ['no', 'int'],
      ['coupon_no', 'int'],
      ['user_no', 'int'],
      ['is_used', 'bool'],
      ['used_at', 'timestamptz'],
    ],
    coupons.cuUser.length,
    (i) => {
      const used = coupons.cuUsedAt[i] as number;
      return [i + 1, coupons.cuCoupon[i] as number, coupons.cuUser[i] as number, used > 0, used > 0 ? used : null];
    },
  );
  await db.insert(
    'orders',
    [
      ['no', 'int'],
      ['user_no', 'int'],
      ['state', 'text'],
      ['price', 'int'],
      ['discount', 'int'],
      ['coupon_user_no', 'int'],
      ['date', 'timestamptz'],
      ['recipient_name', 'text'],
      ['recipient_tel', 'text'],
      ['zipcode', 'text'],
      ['address', 'text'],
      ['courier_code', 'text'],
      ['tracking_no', 'text'],
      ['shipped_at', 'timestamptz'],
      ['delivered_at', 'timestamptz'],
      ['cancelled_at', 'timestamptz'],
    ],
    count,
    (i): Cell[] => {
      const u = o.user[i] as number;
      const cu = o.couponUser[i] as number;
      return [
        i + 1,
        u,
        STATES[o.state[i] as number] as string,
        o.price[i] as number,
        o.discount[i] as number,
        cu || null,
        date[i] as number,
        members.name[u] ?? null,
        members.tel[u] ?? null,
        members.zipcode[u] ?? null,
        members.address[u] ?? null,
        ...parcelOf(i + 1, o.state[i] as number, date[i] as number, ctx.now),
      ];
    },
  );
  await db.insert(
    'order_product',
    [
      ['no', 'int'],
      ['order_no', 'int'],
      ['product_no', 'int'],
      ['quantity', 'int'],
      ['price', 'int'],
      ['option_no', 'int'],
      ['option_label', 'text'],
    ],
    lines,
    (j) => [
      j + 1,
      lineOrder[j] as number,
      lineProduct[j] as number,
      lineQuantity[j] as number,
      linePrice[j] as number,
      lineOption[j] as number,
      catalog.optionLabel[(lineOption[j] as number) - 1] as string,
    ],
  );
  return {
    count,
    user: o.user,
    state: o.state,
    date,
    lineCount: lines,
    lineOrder: lineOrder.subarray(0, lines),
    lineProduct: lineProduct.subarray(0, lines),
    lineQuantity: lineQuantity.subarray(0, lines),
  };
}
