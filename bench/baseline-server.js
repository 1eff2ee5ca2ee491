// The raw-SQL baseline: what a hand-written show list costs on this machine with the same database.
// node:http + a pg Pool of the same size as the app's (10), two statements per request, no framework.
//   BASELINE_DATABASE_URL=postgres://… BASELINE_PORT=0 node bench/baseline-server.js
// Answers GET /api/main/showDataAll?page=P&size=S exactly like the app's shim ({content:[{no,title,pic}],
// totalElements, totalPages, number, size}) and reports the statements it ran in X-SQL-Statements, as the
// app does with SQL_COUNT_HEADER=true. Prints `listening <port>` on stdout once bound to 127.0.0.1.
import http from 'node:http';
import pg from 'pg';

const POOL_SIZE = 10; // server/src/config/orm.ts: pool { min: 0, max: 10 }
const MAX_PAGE_SIZE = 100; // server/src/common/paging.ts

const url = process.env.BASELINE_DATABASE_URL;
if (!url) {
  console.error('BASELINE_DATABASE_URL is required');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
pool.on('error', (err) => console.error(`baseline pool: ${err.message}`));

function send(res, status, body, statements) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'X-SQL-Statements': String(statements),
  });
  res.end(json);
}

function intParam(value, fallback) {
  if (value === null) return fallback;
  return /^-?\d+$/.test(value) ? Number(value) : NaN;
}

async function showPage(res, query) {
  const page = intParam(query.get('page'), 0);
  const size = intParam(query.get('size'), 10);
  if (!Number.isSafeInteger(page) || page < 0 || !Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    send(res, 400, { code: 'BAD_USER_INPUT', message: 'bad page or size', field: null }, 0);
    return;
  }
  let statements = 0;
  const run = (text, values) => {
    statements += 1;
    return pool.query(text, values);
  };
  // Both statements at once on two pooled connections, as MikroORM's findAndCount does.
  const [counted, rows] = await Promise.all([
    run('select count(*) from show'),
    run('select no, title, pic from show order by no limit $1 offset $2', [size, page * size]),
  ]);
  const totalElements = Number(counted.rows[0].count);
  send(
    res,
    200,
    { content: rows.rows, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size },
    statements,
  );
}

const server = http.createServer((req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
  let work;
  if (req.method === 'GET' && pathname === '/api/main/showDataAll') work = showPage(res, searchParams);
  else if (req.method === 'GET' && pathname === '/readyz') {
    work = pool.query('select 1').then(() => send(res, 200, { status: 'ready' }, 1));
  } else {
    send(res, 404, { code: 'NOT_FOUND', message: 'not found', field: null }, 0);
    return;
  }
  work.catch((err) => {
    console.error(`baseline: ${err.message}`);
    if (!res.headersSent) send(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'error', field: null }, 0);
    else res.destroy();
  });
});

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
