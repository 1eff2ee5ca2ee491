#!/usr/bin/env node
// The 1,000-buyer race (issue 15, suite 4) timed: how fast the server answers a thousand members ordering the last
// ten units at once. tests/reliability/contention-orders.test.ts checks the outcome on every CI run; this reports
// the answer times, which depend on the machine. See bench/README.md, "The 1,000-buyer race".
//   npm run bench:race
//   npm run bench:race -- --buyers 2000 --stock 20 --rounds 5
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { MSG } from '../server/dist/common/messages.js';
import { parseCommandLine } from './lib/command-line.js';
import { connectDb, one } from './lib/db.js';
import { runToExit, stopAll } from './lib/procs.js';
import { SERVER_MAIN, launchServer } from './lib/server.js';

const USAGE = `node bench/race.js [--buyers 1000] [--stock 10] [--rounds 3] [--warmup 2] [--pg-port 55436]
  Starts the compiled server (NODE_ENV=production, no statement counting) with a fresh embedded PostgreSQL in a
  temporary directory, inserts --buyers members and a product with --stock units, warms the order path up with
  --warmup rounds of every buyer ordering a sold-out product, then runs --rounds races (each on a new product) of
  every buyer ordering one unit at once: one connection per buyer, plain node:http. Checks each race's outcome as
  the test does and prints the median, p90, p99 and slowest answer of every race.`;

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const state = { aborted: false, server: null, pgDir: null, db: null, dataDir: null };

/** One POST per buyer, all at once; resolves with each answer and its time in ms. */
function fire(base, calls) {
  const target = new URL(`${base}/graphql`);
  const one = ({ variables, token }) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ query: PLACE, variables });
      const started = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            resolve({ ms, status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return Promise.all(calls.map(one));
}

async function insertBuyers(db, count, secret) {
  const { rows } = await db.query(
    `insert into users (id, name, email, nickname, tel, zipcode, address)
     select 'race' || g, '경쟁' || g, 'race' || g || '@example.com', 'race' || g, '010-0000-0000', '06236', '서울특별시 강남구 1'
       from generate_series(1, $1::int) g
     returning no, token_version`,
    [count],
  );
  return rows.map((r) =>
    jwt.sign({ sub: String(r.no), ver: r.token_version }, secret, { algorithm: 'HS256', expiresIn: '1h' }),
  );
}

const insertProduct = (db, name, stock) =>
  one(db, 'insert into product (name, price, stock) values ($1, 5000, $2) returning no, name, sale_price', [
    name,
    stock,
  ]);

const orderOf = (product) => ({
  input: {
    totalAmount: product.sale_price,
    items: [{ productNo: product.no, quantity: 1, resultPrice: product.sale_price }],
  },
});

/** The test's all-or-nothing checks: exactly `stock` sold, every loser told so, nothing else. */
async function check(db, product, stock, answers) {
  const problems = [];
  const statuses = [...new Set(answers.map((a) => a.status))];
  if (statuses.join() !== '200') problems.push(`statuses ${statuses.join(', ')}`);
  const won = answers.filter((a) => a.body.data?.placeOrder);
  if (won.length !== stock) problems.push(`${won.length} orders placed for ${stock} units`);
  const refusals = new Set(answers.filter((a) => !a.body.data?.placeOrder).map((a) => a.body.errors?.[0]?.message));
  const expected = MSG.order.stockShort(product.name, 0);
  if ([...refusals].some((m) => m !== expected)) problems.push(`refusals: ${[...refusals].join(' | ')}`);
  const row = await one(db, 'select stock, sales_count from product where no = $1', [product.no]);
  if (row.stock !== 0 || row.sales_count !== stock) problems.push(`product left with ${JSON.stringify(row)}`);
  return problems;
}

const at = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

async function main() {
  const { num } = parseCommandLine(USAGE, {
    buyers: { type: 'string', default: '1000' },
    stock: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    'pg-port': { type: 'string', default: '55436' },
  });
  const buyers = num('buyers', 1, 20_000);
  const stock = num('stock', 1, buyers);
  const rounds = num('rounds', 1, 100);
  const warmups = num('warmup', 0, 100);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-race-'));
  // Reachable by the user postgres (as root): otherwise its data would go to /var/lib/scene-shop.
  fs.chmodSync(state.dataDir, 0o755);
  state.pgDir = path.join(state.dataDir, 'pg');
  const opts = { dataDir: state.dataDir, pgPort: num('pg-port', 1024, 65535) };
  const secret = randomBytes(24).toString('hex');
  const loadBefore = os.loadavg()[0].toFixed(2);
  const { base, entry } = await launchServer(opts, secret, { env: { SQL_COUNT_HEADER: 'false' } });
  state.server = entry;
  state.db = await connectDb(`postgres://postgres:postgres@127.0.0.1:${opts.pgPort}/sceneshop`);
  const tokens = await insertBuyers(state.db, buyers, secret);

  // The race happens on a running shop, not on a process that has just started.
  const soldOut = await insertProduct(state.db, '품절 상품', 0);
  for (let i = 0; i < warmups; i++)
    await fire(
      base,
      tokens.map((token) => ({ token, variables: orderOf(soldOut) })),
    );

  console.log(`${buyers} buyers for ${stock} units, ${rounds} races (load average before: ${loadBefore})`);
  let failed = 0;
  for (let round = 1; round <= rounds; round++) {
    const product = await insertProduct(state.db, `경쟁 상품 ${round}`, stock);
    const answers = await fire(
      base,
      tokens.map((token) => ({ token, variables: orderOf(product) })),
    );
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const problems = await check(state.db, product, stock, answers);
    failed += problems.length;
    console.log(
      `  race ${round}: median ${at(ms, 0.5)} ms, p90 ${at(ms, 0.9)} ms, p99 ${at(ms, 0.99)} ms, ` +
        `slowest ${Math.round(ms.at(-1))} ms, load ${os.loadavg()[0].toFixed(2)}` +
        (problems.length ? `\n    WRONG: ${problems.join('; ')}` : ''),
    );
  }
  if (failed) throw new Error(`${failed} wrong outcomes (above)`);
}

async function cleanup() {
  await state.db?.end().catch(() => {});
  await stopAll(state);
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
}

await runToExit(state, { name: 'race bench', main, stop: () => {}, cleanup });
