// The raw-SQL baseline: what hand-written endpoints cost on this machine with the same database.
// node:http + a pg Pool of the same size as the app's (10), hand-written SQL, no framework.
//   BASELINE_DATABASE_URL=postgres://… BASELINE_JWT_SECRET=… BASELINE_PORT=0 [BASELINE_UPLOAD_DIR=…] node bench/baseline-server.js
// Answers the shim paths the bench uses with the shim's JSON, and /bench/graphql/… with the `data` a GraphQL
// query of the bench would get, where the two differ. Reports the statements it ran in X-SQL-Statements, as the
// app does with SQL_COUNT_HEADER=true. Prints `listening <port>` on stdout once bound to 127.0.0.1.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { adminRoutes } from './baseline/admin.js';
import { catalogRoutes } from './baseline/catalog.js';
import { Reply } from './baseline/common.js';
import { communityRoutes } from './baseline/community.js';
import { homeRoutes } from './baseline/home.js';
import { mixedRoutes } from './baseline/mixed.js';
import { orderRoutes } from './baseline/orders.js';
import { productDetailRoutes } from './baseline/product-detail.js';
import { searchRoutes } from './baseline/search.js';
import { statisticsRoutes } from './baseline/statistics.js';

const POOL_SIZE = 10; // server/src/config/orm.ts: pool { min: 0, max: 10 }
// server/src/config/orm.ts, set on every connection as it opens.
const WORD_SIMILARITY_THRESHOLD = 0.45;
const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;
const MAX_BODY = 1 << 20;

const url = process.env.BASELINE_DATABASE_URL;
const secret = process.env.BASELINE_JWT_SECRET ?? '';
if (!url) {
  console.error('BASELINE_DATABASE_URL is required');
  process.exit(2);
}
// Search's typo tolerance depends on the thresholds: every connection starts with them (libpq's startup options).
const pool = new pg.Pool({
  connectionString: url,
  max: POOL_SIZE,
  options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c pg_trgm.strict_word_similarity_threshold=${STRICT_WORD_SIMILARITY_THRESHOLD}`,
});
pool.on('error', (err) => console.error(`baseline pool: ${err.message}`));

/** The member an HS256 bearer token names (same secret as the app), or null: signature and expiry checked by hand. */
function tokenUser(header) {
  const m = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  const parts = m ? m[1].split('.') : [];
  if (parts.length !== 3 || !secret) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return null;
    const no = Number(claims.sub);
    return Number.isInteger(no) && no > 0 ? no : null;
  } catch {
    return null;
  }
}

const routes = [
  ...catalogRoutes,
  ...productDetailRoutes,
  ...homeRoutes,
  ...orderRoutes,
  ...communityRoutes,
  ...searchRoutes,
  ...adminRoutes,
  ...statisticsRoutes,
  ...mixedRoutes,
  ['GET', /^\/readyz$/, async (c) => (await c.query('select 1'), { status: 'ready' })],
];

function send(res, status, body, statements) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'X-SQL-Statements': String(statements),
  });
  res.end(json);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Reply(413, 'BAD_USER_INPUT', 'too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function answer(req, res) {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
  let match = null;
  const route = routes.find(([method, pattern]) => method === req.method && (match = pattern.exec(pathname)));
  if (!route) return send(res, 404, { code: 'NOT_FOUND', message: 'not found', field: null }, 0);
  let statements = 0;
  const count = (client) => (text, values) => {
    statements += 1;
    return client.query(text, values);
  };
  const c = {
    params: match.slice(1),
    query: count(pool),
    searchParams,
    userNo: () => tokenUser(req.headers.authorization),
    body: null,
    /** Runs fn(query) in one transaction on one pooled connection; BEGIN and COMMIT count as statements. */
    async transaction(fn) {
      const client = await pool.connect();
      const q = count(client);
      try {
        await q('begin');
        const result = await fn(q);
        await q('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
  try {
    if (req.method === 'POST') {
      const raw = await readBody(req);
      c.contentType = req.headers['content-type'] ?? '';
      // An upload (the mixed workload's post) is read by its handler; everything else is JSON.
      if (c.contentType.startsWith('multipart/form-data')) c.raw = raw;
      else {
        try {
          c.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new Reply(400, 'BAD_USER_INPUT', 'bad JSON');
        }
      }
    }
    send(res, 200, await route[2](c), statements);
  } catch (err) {
    if (err instanceof Reply) return send(res, err.status, err.body, statements);
    console.error(`baseline: ${err.message}`);
    if (!res.headersSent) send(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'error', field: null }, statements);
    else res.destroy();
  }
}

const server = http.createServer((req, res) => void answer(req, res));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The bench talks to us over stdin's lifetime too: if it dies, we go.
process.stdin.on('end', () => void stop());
process.stdin.resume();

server.listen(Number(process.env.BASELINE_PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
