// Plans and PostgreSQL times of the hot queries of home, the product list (every sort and filter, first and middle
// page) and the product page, on a running bench data set: `node bench/explain.js [--pg-port 55432] [--runs 5]
// [--plans]`. It runs the app's own statements (imported from server/dist: build it first) with EXPLAIN (ANALYZE,
// BUFFERS, TIMING OFF), prints the median of the runs (planning + execution) and the scans of each, and exits 1
// when one reads a large table with a sequential scan. Start the data set's PostgreSQL first (bench/README.md).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { connectDb } from './lib/db.js';
import { PG_PASSWORD, PG_USER } from '../server/dist/config/embedded-pg.js';
import { hotListFilters, largeTableSeqScans } from '../server/dist/modules/catalog/hot-queries.plan.js';
import { productListQuery } from '../server/dist/modules/catalog/product-list.sql.js';
import { LATEST_REVIEWS_SQL, PRODUCT_REVIEWS_SQL } from '../server/dist/modules/order/review-list.sql.js';
import { RANDOM_SHOW_SQL } from '../server/dist/modules/show/scene.service.js';

const { values: opts } = parseArgs({
  options: {
    'pg-port': { type: 'string', default: '55432' },
    runs: { type: 'string', default: '5' },
    plans: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(opts.runs));
const db = await connectDb(`postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${opts['pg-port']}/sceneshop`);

/** knex's `?` placeholders as PostgreSQL's. */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

function scans(node, out = []) {
  if (/Scan/.test(node['Node Type'])) {
    const on = node['Index Name'] ?? node['Relation Name'] ?? '';
    const fetches = node['Heap Fetches'] === undefined ? '' : `, ${node['Heap Fetches']} heap fetches`;
    out.push(`${node['Node Type']} ${on}${fetches}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

let failed = 0;
async function explain(label, sql, params = []) {
  const times = [];
  let plan;
  for (let i = 0; i < runs; i++) {
    const { rows } = await db.query(`explain (analyze, buffers, timing off, format json) ${numbered(sql)}`, params);
    plan = rows[0]['QUERY PLAN'][0];
    times.push(plan['Planning Time'] + plan['Execution Time']);
  }
  times.sort((a, b) => a - b);
  const seq = largeTableSeqScans(plan.Plan);
  if (seq.length) failed += 1;
  const flag = seq.length ? `  SEQUENTIAL SCAN OF ${seq.join(', ')}` : '';
  console.log(
    `${label.padEnd(44)} ${times[Math.floor(runs / 2)].toFixed(2).padStart(7)} ms  ${scans(plan.Plan).join('; ')}${flag}`,
  );
  if (opts.plans) {
    const { rows } = await db.query(`explain (analyze, buffers) ${numbered(sql)}`, params);
    console.log(rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
}

const count = async (where) =>
  Number((await db.query(`select count(*) from product where available ${where}`)).rows[0].count);

console.log(`median of ${runs} runs, planning + execution, ms`);
console.log('\nproduct list (one statement: the maintained total and the page)');
for (const filter of await hotListFilters(count)) {
  const { sql, params } = productListQuery(filter);
  const label = `${filter.sort} page ${filter.page}${filter.category ? ` ${filter.category}` : ''}${filter.excludeSoldOut ? ' excludeSoldOut' : ''}`;
  await explain(label, sql, params);
}

console.log('\nhome and the product page');
const middle = Math.floor(Number((await db.query('select max(no) as top from product')).rows[0].top) / 2);
await explain('popups', 'select * from popup where is_show = ? order by no desc', [true]);
await explain('random show', RANDOM_SHOW_SQL);
await explain('characters of a show', 'select * from character where show_no = ? order by no', [500]);
await explain('styles of a character', 'select * from style where character_no = ? order by no', [2000]);
await explain(
  "a character's outfits' items",
  'select i.*, si.style_no from style_item si join item i on i.no = si.item_no where si.style_no = any(?)',
  [[6000, 6001, 6002]],
);
await explain('latest reviews (10)', LATEST_REVIEWS_SQL, [10]);
await explain('product by number', 'select * from product where no = ?', [middle]);
await explain("a product's reviews, page 0 of 3", PRODUCT_REVIEWS_SQL, [middle, middle, 3, 0]);

await db.end();
if (failed) {
  console.log(`\n${failed} quer${failed === 1 ? 'y reads' : 'ies read'} a large table with a sequential scan`);
  process.exit(1);
}
