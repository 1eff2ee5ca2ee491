// Baseline: the admin console's product grid (shim's JSON) and order table (shim's JSON and GraphQL's fields).
// As the app: the caller's role first, then the count and the page at once, newest (highest number) first.
import { Reply, badInput, koreaIso, pageOf, pageParams, productJson, unauthenticated } from './common.js';

const CATEGORIES = new Set(['상의', '하의', '신발', '기타']);
const STATE_ENUM = { 주문접수: 'RECEIVED', 배송중: 'SHIPPING', 배송완료: 'DELIVERED', 주문취소: 'CANCELLED' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The token's member must not have left and must have the ADMIN role: one primary-key lookup, as the app's viewer. */
export async function admin(c) {
  const no = c.userNo();
  if (!no) throw unauthenticated();
  const { rows } = await c.query('select role from users where no = $1 and withdrawn_at is null', [no]);
  if (!rows.length) throw unauthenticated();
  if (rows[0].role !== 'ADMIN') throw new Reply(403, 'FORBIDDEN', 'forbidden');
}

/** `%`, `_` and `\` in a search term are letters, not patterns. */
const likeText = (term) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Midnight of a Korea day (YYYY-MM-DD), `plusDays` later. */
function koreaMidnight(day, field, plusDays = 0) {
  if (!DAY.test(day)) throw badInput(field);
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);
}

/** Builds `where …` from [sql with ?, value] pairs whose value is given, numbering the parameters. */
function whereOf(conditions) {
  const values = [];
  const sql = conditions
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([text, value]) => text.replace('?', `$${values.push(value)}`));
  return { where: sql.length ? `where ${sql.join(' and ')}` : '', values };
}

/** A search parameter, '' (the console's 'all') read as absent. */
const param = (c, name) => c.searchParams.get(name)?.trim() || null;

async function adminProducts(c) {
  await admin(c);
  const { page, size } = pageParams(c.searchParams, 8);
  const term = param(c, 'searchTerm');
  const start = param(c, 'startDate');
  const end = param(c, 'endDate');
  const category = param(c, 'category');
  if (category && !CATEGORIES.has(category)) throw badInput('category');
  const { where, values } = whereOf([
    ['name ilike ?', term && likeText(term)],
    ['date >= ?', start && koreaMidnight(start, 'startDate')],
    ['date < ?', end && koreaMidnight(end, 'endDate', 1)],
    ['category = ?', category],
  ]);
  const [counted, rows] = await Promise.all([
    c.query(`select count(*) from product ${where}`, values),
    c.query(`select * from product ${where} order by no desc limit ${size} offset ${page * size}`, values),
  ]);
  return pageOf(rows.rows.map(productJson), Number(counted.rows[0].count), page, size);
}

/** A page of orders with the table's filters and their lines (with the products' names for GraphQL). */
async function orderTable(c, withNames) {
  await admin(c);
  const { page, size } = pageParams(c.searchParams, 10);
  const state = param(c, 'status');
  if (state && !Object.hasOwn(STATE_ENUM, state)) throw badInput('status');
  const name = param(c, 'searchTerm');
  const start = param(c, 'startDate');
  const end = param(c, 'endDate');
  const { where, values } = whereOf([
    ['state = ?', state],
    ['recipient_name ilike ?', name && likeText(name)],
    ['date >= ?', start && koreaMidnight(start, 'startDate')],
    ['date < ?', end && koreaMidnight(end, 'endDate', 1)],
  ]);
  const [counted, orders] = await Promise.all([
    c.query(`select count(*) from orders ${where}`, values),
    c.query(
      `select no, state, price, date, recipient_name, recipient_tel, zipcode, address from orders ${where}
        order by no desc limit ${size} offset ${page * size}`,
      values,
    ),
  ]);
  const nos = orders.rows.map((o) => o.no);
  const lines = nos.length
    ? (
        await c.query(
          withNames
            ? `select op.no, op.order_no, op.product_no, op.quantity, op.price, p.name
                 from order_product op join product p on p.no = op.product_no
                where op.order_no = any($1::int[]) order by op.no`
            : 'select no, order_no, product_no, quantity, price from order_product where order_no = any($1::int[]) order by no',
          [nos],
        )
      ).rows
    : [];
  const linesOf = new Map(nos.map((n) => [n, []]));
  for (const l of lines) linesOf.get(l.order_no).push(l);
  return { ...pageOf(orders.rows, Number(counted.rows[0].count), page, size), linesOf };
}

async function adminOrdersShim(c) {
  const { linesOf, content, ...page } = await orderTable(c, false);
  return {
    content: content.map((o) => ({
      no: o.no,
      date: koreaIso(o.date),
      userName: o.recipient_name,
      state: o.state,
      price: o.price,
      orderProducts: linesOf.get(o.no).map((l) => ({ productNo: l.product_no, quantity: l.quantity, price: l.price })),
    })),
    ...page,
  };
}

async function adminOrdersGraphql(c) {
  const { linesOf, content, number, totalPages, totalElements } = await orderTable(c, true);
  const orders = content.map((o) => ({
    no: o.no,
    date: o.date.toISOString(),
    state: STATE_ENUM[o.state],
    price: o.price,
    recipientName: o.recipient_name,
    recipientTel: o.recipient_tel,
    zipcode: o.zipcode,
    address: o.address,
    lines: linesOf.get(o.no).map((l) => ({
      no: l.no,
      quantity: l.quantity,
      price: l.price,
      product: { no: l.product_no, name: l.name },
    })),
  }));
  return { data: { adminOrders: { number, totalPages, totalElements, content: orders } } };
}

export const adminRoutes = [
  ['GET', /^\/api\/admin\/product$/, adminProducts],
  ['GET', /^\/api\/admin\/orders$/, adminOrdersShim],
  ['GET', /^\/bench\/graphql\/admin-orders$/, adminOrdersGraphql],
];
