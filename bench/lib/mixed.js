// The mixed workload (issue 27): two instances of the shop on one database, both with the response cache on, and the
// raw-SQL baseline, each driven by the same think-time-free mix of visitors' reads, members' reads and writes at
// several connection counts. See bench/README.md, "Mixed workload (issue 27)".
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineBusyMs, postgresCpuMs, processCpuMs, selfCpuMs } from './cpu.js';
import { one } from './db.js';
import { loadAverages, probe } from './load.js';
import { rssBytes } from './server.js';
import { feedScenarios } from '../scenarios/feed.js';
import { gqlRequest, graphqlOk, postJson, startsWith, withToken } from '../scenarios/common.js';
import { homeScenarios } from '../scenarios/home.js';
import { myOrderScenarios } from '../scenarios/my-orders.js';
import { prices, writeGuard } from '../scenarios/place-order.js';
import { productDetailScenarios } from '../scenarios/product-detail.js';
import { productScenarios } from '../scenarios/products.js';
import { searchRequest, searchScenarios } from '../scenarios/search.js';
import { showDetailScenarios } from '../scenarios/show-detail.js';
import { showScenarios } from '../scenarios/shows.js';
import { random } from './random.js';

export const MIXED_LEVELS = [16, 64, 256];
const PENDING = 'bench-mixed.pending.json';
const ORDER_PRODUCTS = 64;
const TARGET_POSTS = 16;
const RSS_EVERY_MS = 200;
const PLAIN_TERMS = ['버건디 니트', '카디건'];

const PLACE_ORDER = 'mutation ($input:PlaceOrderInput!){ placeOrder(input:$input){ no price } }';
const MY_ALERTS = `{ myAlerts(page:0,size:10){ totalElements totalPages number size
  content { no category content messageKey path isRead date } } }`;
const WRITE_POST = 'mutation ($input:PostInput!,$image:Upload){ writePost(input:$input,image:$image){ no } }';
const LIKE = 'mutation ($no:Int!,$liked:Boolean!){ setPostLike(postNo:$no,liked:$liked){ likesCount } }';
const COMMENT = 'mutation ($input:CommentInput!){ writeComment(input:$input){ no } }';
const SEND_CHAT = 'mutation ($input:SendChatMessageInput!){ sendChatMessage(input:$input){ no } }';
// A 1x1 PNG, as server/src/test/posts.ts uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'scene-shop-bench-mixed';

/** The mix: [kind, group, requests per 200]. ~80 % visitors, 15 % members' reads, 5 % writes. */
export const MIX = [
  ['shows-p0', 'visitor', 20],
  ['shows-deep', 'visitor', 12],
  ['showdetail', 'visitor', 28],
  ['home', 'visitor', 20],
  ['products-p0', 'visitor', 4],
  ['products-deep', 'visitor', 4],
  ['products-p0-filtered', 'visitor', 4],
  ['products-deep-filtered', 'visitor', 4],
  ['productdetail', 'visitor', 24],
  ['search-plain', 'visitor', 12],
  ['searchtypo', 'visitor', 12],
  ['searchchosung', 'visitor', 6],
  ['searchauto', 'visitor', 10],
  ['myorders', 'member', 12],
  ['feedlatest', 'member', 6],
  ['feedpopular', 'member', 4],
  ['alerts', 'member', 8],
  ['order', 'write', 3],
  ['post', 'write', 1],
  ['like', 'write', 3],
  ['comment', 'write', 2],
  ['chat', 'write', 1],
];

/** A GraphQL multipart request with the picture, as the client's upload link sends writePost. */
function uploadRequest(path, token, content) {
  const operations = JSON.stringify({ query: WRITE_POST, variables: { input: { content }, image: null } });
  const part = (name, head, body) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${head}\r\n\r\n`),
      body,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    part('operations', '', Buffer.from(operations)),
    part('map', '', Buffer.from(JSON.stringify({ 0: ['variables.image'] }))),
    part('0', '; filename="pic.png"\r\nContent-Type: image/png', PNG),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return {
    method: 'POST',
    path,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'apollo-require-preflight': 'true',
      ...withToken(token),
    },
    body,
  };
}

// ── the writes' put-back ──────────────────────────────────────────────────────────────────────────────
const MARKS = `select (select coalesce(max(no), 0) from post) as post, (select coalesce(max(no), 0) from post_like) as post_like,
  (select coalesce(max(no), 0) from comment) as comment, (select coalesce(max(no), 0) from chat_message) as chat_message,
  (select coalesce(max(no), 0) from chat_room) as chat_room`;

async function putBackCommunity(db, dataDir, snap) {
  await db.query('begin');
  let pics;
  try {
    pics = (await db.query('select pic from post where no > $1 and pic is not null', [snap.marks.post])).rows;
    await db.query('delete from chat_message where no > $1', [snap.marks.chat_message]);
    await db.query('delete from chat_room where no > $1', [snap.marks.chat_room]);
    await db.query(
      `update chat_room r set updated_at = x.updated_at, member_read_no = x.member_read_no,
              admin_read_no = x.admin_read_no, category = x.category
         from jsonb_to_recordset($1::jsonb) as x(no int, updated_at timestamptz, member_read_no int, admin_read_no int,
              category text) where r.no = x.no`,
      [JSON.stringify(snap.rooms)],
    );
    // Likes and comments went to the bench's own posts only: they go with them (on delete cascade), and the rest.
    await db.query('delete from comment where no > $1', [snap.marks.comment]);
    await db.query('delete from post_like where no > $1', [snap.marks.post_like]);
    await db.query('delete from post where no > $1', [snap.marks.post]);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
  // The pictures the posts stored (the app's and the baseline's, both in the data set's uploads).
  const uploads = path.join(dataDir, 'uploads');
  for (const { pic } of pics) {
    if (!pic.startsWith('/uploads/')) continue;
    const file = path.resolve(uploads, pic.slice('/uploads/'.length));
    if (file.startsWith(`${uploads}${path.sep}`)) fs.rmSync(file, { force: true });
  }
}

/** At start: a mixed run that stopped before putting its community writes back left its snapshot behind. */
export async function restoreMixedPending(db, dataDir) {
  const file = path.join(dataDir, PENDING);
  if (!fs.existsSync(file)) return false;
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  await putBackCommunity(db, dataDir, snap);
  fs.rmSync(file);
  console.log(`  put back the posts, likes, comments and chats an interrupted mixed run left (${snap.takenAt})`);
  return true;
}

/** The community writes of the mix: snapshot first (with the members' open rooms), put back at the end. */
function communityGuard(db, dataDir, memberNos) {
  const file = path.join(dataDir, PENDING);
  let snap = null;
  return {
    async prepare() {
      const rooms = await db.query(
        `select no, updated_at, member_read_no, admin_read_no, category from chat_room
          where user_no = any($1::int[]) and not closed`,
        [memberNos],
      );
      snap = { takenAt: new Date().toISOString(), marks: await one(db, MARKS), rooms: rooms.rows };
      fs.writeFileSync(file, `${JSON.stringify(snap)}\n`);
    },
    async finish() {
      if (!snap) return;
      await putBackCommunity(db, dataDir, snap);
      const now = await one(db, MARKS);
      const grown = Object.keys(snap.marks).filter((k) => now[k] !== snap.marks[k]);
      if (grown.length)
        console.warn(`  warning: after the put-back, ${grown.join(', ')} still differ from the snapshot`);
      fs.rmSync(file, { force: true });
      snap = null;
    },
  };
}

// ── the kinds of request ─────────────────────────────────────────────────────────────────────────────
const listOf = (row, i) => row.requests ?? row.connectionRequests(i);

/** A read kind from an existing scenario: its GraphQL row and the baseline row it is compared with. */
function readKind(rows, id) {
  const app = rows.get(`graphql-${id}`);
  const base = app && rows.get(app.baseline);
  if (!app || !base) throw new Error(`mixed: no GraphQL row or baseline for ${id}`);
  return {
    read: true,
    make: (i, k) => {
      const a = listOf(app, i);
      const b = listOf(base, i);
      if (a.length !== b.length) throw new Error(`mixed: ${id} has ${a.length} requests, its baseline ${b.length}`);
      const n = (i + k) % a.length;
      return { app: a[n], baseline: b[n] };
    },
    verify: { app: app.verifyBody, baseline: base.verifyBody },
  };
}

/**
 * Builds every kind of the mix on ctx (appBase, baselineBase, members, db, shows, opts, dataDir, writeGuards): the
 * reads from the scenario modules, the writes here. Takes the write snapshots before it writes anything itself (the
 * posts the likes and comments go to, the members' chat rooms).
 */
export async function mixedKinds(ctx) {
  const { db, members } = ctx;
  const rows = new Map();
  const builders = [
    showScenarios,
    showDetailScenarios,
    homeScenarios,
    productScenarios,
    productDetailScenarios,
    searchScenarios,
    myOrderScenarios,
    feedScenarios,
  ];
  for (const build of builders) for (const s of await build(ctx)) rows.set(s.id, s);

  // Orders: one-size products on sale, given ample stock and put back as the order scenarios do.
  const { rows: productRows } = await db.query(
    `select p.no from product p
      where p.available and (select count(*) from product_option o where o.product_no = p.no and not o.retired) <= 1
      order by p.no desc limit $1`,
    [ORDER_PRODUCTS],
  );
  const nos = productRows.map((r) => r.no).sort((a, b) => a - b);
  if (nos.length < ORDER_PRODUCTS) throw new Error('mixed: not enough one-size products on sale for the orders');
  const price = await prices(ctx.appBase, nos);
  const orders = writeGuard(db, ctx.dataDir, nos);
  const community = communityGuard(
    db,
    ctx.dataDir,
    members.map((m) => m.no),
  );
  ctx.writeGuards.push(orders, community);
  await orders.prepare(); // the snapshot of orders and alerts, and the stock
  await community.prepare();

  // The posts that likes and comments go to (the bench's own, so the put-back takes them away whole), and an open
  // chat room with a category for every member (as openChat and setChatCategory leave it).
  const posts = (
    await db.query(
      `insert into post (user_no, content, pic)
       select u, 'bench mixed target', '/uploads/post/bench-mixed.png' from unnest($1::int[]) as u returning no`,
      [members.slice(0, TARGET_POSTS).map((m) => m.no)],
    )
  ).rows.map((r) => r.no);
  const memberNos = members.map((m) => m.no);
  await db.query(
    `insert into chat_room (user_no, category) select u, '기타문의' from unnest($1::int[]) as u
       on conflict (user_no) where not closed do nothing`,
    [memberNos],
  );
  await db.query(`update chat_room set category = '기타문의' where user_no = any($1::int[]) and not closed`, [
    memberNos,
  ]);
  const roomOf = new Map(
    (
      await db.query('select user_no, no from chat_room where user_no = any($1::int[]) and not closed', [memberNos])
    ).rows.map((r) => [r.user_no, r.no]),
  );

  const member = (i) => members[i % members.length];
  const gql = (field) => ({ app: graphqlOk(field), baseline: graphqlOk(field) });
  const kinds = {
    'search-plain': {
      read: true,
      make: (i, k) => searchRequest(PLAIN_TERMS[(i + k) % PLAIN_TERMS.length]),
      verify: gql('search'),
    },
    alerts: {
      read: true,
      make: (i) => ({
        app: gqlRequest(MY_ALERTS, undefined, withToken(member(i).token)),
        baseline: { method: 'GET', path: '/bench/graphql/my-alerts', headers: withToken(member(i).token) },
      }),
      verify: gql('myAlerts'),
    },
    order: {
      make: (i) => {
        const productNo = nos[i % nos.length];
        const items = [{ productNo, quantity: 1, resultPrice: price.get(productNo) }];
        const m = member(i);
        return {
          app: gqlRequest(
            PLACE_ORDER,
            { input: { totalAmount: items[0].resultPrice, couponNo: null, items } },
            withToken(m.token),
          ),
          baseline: postJson(
            '/api/order',
            { userNo: m.no, couponNo: 0, totalAmount: items[0].resultPrice, items },
            withToken(m.token),
          ),
        };
      },
      verify: { app: graphqlOk('placeOrder'), baseline: startsWith('{"success":true') },
    },
    post: {
      make: (i, k) => ({
        app: uploadRequest('/graphql', member(i).token, `bench mixed ${i}.${k}`),
        baseline: uploadRequest('/bench/graphql/write-post', member(i).token, `bench mixed ${i}.${k}`),
      }),
      verify: gql('writePost'),
    },
    like: {
      // The same post liked and unliked in turn: both change a row and the count.
      make: (i, k) => {
        const variables = { no: posts[i % posts.length], liked: k % 2 === 0 };
        return {
          app: gqlRequest(LIKE, variables, withToken(member(i).token)),
          baseline: postJson(
            '/bench/graphql/post-like',
            { postNo: variables.no, liked: variables.liked },
            withToken(member(i).token),
          ),
        };
      },
      verify: gql('setPostLike'),
    },
    comment: {
      make: (i, k) => {
        const input = { postNo: posts[(i + k) % posts.length], content: `bench mixed comment ${i}.${k}` };
        return {
          app: gqlRequest(COMMENT, { input }, withToken(member(i).token)),
          baseline: postJson('/bench/graphql/comment', input, withToken(member(i).token)),
        };
      },
      verify: gql('writeComment'),
    },
    chat: {
      // `writer` is the member of a connection's k-th message: the app allows a member 30 messages a minute.
      make: (i, k, writer) => {
        const m = writer ?? member(i);
        const input = { chatNo: roomOf.get(m.no), content: `bench mixed chat ${i}.${k}` };
        return {
          app: gqlRequest(SEND_CHAT, { input }, withToken(m.token)),
          baseline: postJson('/bench/graphql/chat-message', input, withToken(m.token)),
        };
      },
      verify: gql('sendChatMessage'),
    },
  };
  for (const [name] of MIX) kinds[name] ??= readKind(rows, name);
  if (members.some((m) => !roomOf.has(m.no))) throw new Error('mixed: a member has no open chat room');
  return kinds;
}

/**
 * Connection i's requests at `connections` connections: rounds of the mix (200 requests each, in an order of its
 * own), enough rounds that its chat messages rotate over the members no other connection uses. `readsOnly` (the
 * diagnostic --reads-only) leaves the writes out.
 */
export function connectionSequence(kinds, members, i, connections, readsOnly = false) {
  const rnd = random(1000 + i);
  const writers = members.filter((_, j) => j % connections === i % connections);
  const rounds = Math.max(1, Math.min(writers.length, 16));
  const seen = {};
  const list = [];
  for (let round = 0; round < rounds; round++) {
    const mix = readsOnly ? MIX.filter(([, group]) => group !== 'write') : MIX;
    const slots = mix.flatMap(([name, , count]) => Array(count).fill(name));
    for (let j = slots.length - 1; j > 0; j--) {
      const x = Math.floor(rnd() * (j + 1));
      [slots[j], slots[x]] = [slots[x], slots[j]];
    }
    for (const name of slots) {
      const k = (seen[name] = (seen[name] ?? -1) + 1);
      const writer = name === 'chat' ? writers[k % writers.length] : undefined;
      list.push({ name, ...kinds[name].make(i, k, writer) });
    }
  }
  return list;
}

// ── load ─────────────────────────────────────────────────────────────────────────────────────────────
const header = (headers, name) => headers[name] ?? headers[name.toLowerCase()];

function newTally() {
  return { byKind: {}, failed: 0, failedBodies: [], statements: 0, counted: 0, hits: 0, misses: 0 };
}

/** autocannon's request objects for one connection, each reporting its answer to `holder.tally`. */
function cannonRequests(sequence, target, kinds, holder) {
  return sequence.map((entry) => {
    const verify = kinds[entry.name].verify[target];
    const read = kinds[entry.name].read === true;
    return {
      ...entry[target],
      onResponse: (status, body, _context, headers) => {
        const t = holder.tally;
        const k = (t.byKind[entry.name] ??= { n: 0, failed: 0 });
        k.n += 1;
        if (status !== 200 || !verify(body)) {
          k.failed += 1;
          t.failed += 1;
          if (t.failedBodies.length < 3) t.failedBodies.push(`${entry.name} ${status} ${String(body).slice(0, 160)}`);
        }
        const sql = header(headers, 'X-SQL-Statements');
        if (sql !== undefined) {
          t.statements += Number(sql);
          t.counted += 1;
        }
        const cache = read ? header(headers, 'X-Cache') : undefined;
        if (cache === 'hit') {
          t.hits += 1;
          k.hits = (k.hits ?? 0) + 1;
        } else if (cache === 'miss') {
          t.misses += 1;
          k.misses = (k.misses ?? 0) + 1;
        }
      },
    };
  });
}

function cannon({ urls, connections, duration, lists }, state) {
  return new Promise((resolve, reject) => {
    let n = 0;
    const instance = autocannon(
      {
        url: urls,
        connections,
        duration,
        requests: lists[0],
        setupClient: (client) => client.setRequests(lists[n++ % lists.length]),
        timeout: 10,
      },
      (err, result) => {
        state.cannon = null;
        if (err) reject(err);
        else resolve(result);
      },
    );
    state.cannon = instance;
  });
}

/** CPU ms so far of the serving processes, PostgreSQL, the bench and the whole machine, and the monotonic clock. */
const cpuNow = (pids, postmaster) => ({
  wall: performance.now(),
  monotonicUs: Number(process.hrtime.bigint() / 1000n),
  serving: pids.reduce((sum, p) => sum + (processCpuMs(p) ?? NaN), 0),
  pg: postgresCpuMs(postmaster) ?? NaN,
  bench: selfCpuMs(),
  machine: machineBusyMs() ?? NaN,
});

/**
 * The highest RSS of each pid while `run` runs (sampled from /proc every RSS_EVERY_MS), and the CPU each part used:
 * ms per request of the serving processes and of PostgreSQL, and in % of one CPU what else kept the machine busy.
 */
async function withRssAndCpu(pids, postmaster, run) {
  const max = Object.fromEntries(pids.map((p) => [p, 0]));
  const look = () => {
    for (const p of pids) max[p] = Math.max(max[p], rssBytes(p) ?? 0);
  };
  look();
  const timer = setInterval(look, RSS_EVERY_MS);
  const before = cpuNow(pids, postmaster);
  let result;
  try {
    result = await run();
  } finally {
    clearInterval(timer);
    look();
  }
  const after = cpuNow(pids, postmaster);
  const used = (k) => after[k] - before[k];
  const wall = after.wall - before.wall;
  const total = result.requests.total || NaN;
  const num = (n, digits) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
  const cpu = {
    servingMsPerRequest: num(used('serving') / total, 3),
    postgresMsPerRequest: num(used('pg') / total, 3),
    servingPercent: num((100 * used('serving')) / wall, 0),
    postgresPercent: num((100 * used('pg')) / wall, 0),
    benchPercent: num((100 * used('bench')) / wall, 0),
    otherPercent: num((100 * Math.max(0, used('machine') - used('serving') - used('pg') - used('bench'))) / wall, 0),
  };
  return { result, rss: max, cpu, monotonicUs: { start: before.monotonicUs, end: after.monotonicUs } };
}

/**
 * One row: `target` ('app': the two instances, connections alternating between them; 'baseline') at `connections`,
 * warm-up then the measured run. Gives the figures of the table.
 */
export async function mixedRow({
  target,
  connections,
  urls,
  pids,
  postmaster,
  kinds,
  members,
  opts,
  state,
  checkAborted,
}) {
  const holder = { tally: newTally() };
  const lists = Array.from({ length: connections }, (_, i) =>
    cannonRequests(connectionSequence(kinds, members, i, connections, opts.readsOnly), target, kinds, holder),
  );
  const loadBefore = loadAverages()[0];
  if (opts.warmup > 0) await cannon({ urls, connections, duration: opts.warmup, lists }, state);
  checkAborted();
  holder.tally = newTally();
  const {
    result: r,
    rss,
    cpu,
    monotonicUs,
  } = await withRssAndCpu(pids, postmaster, () => cannon({ urls, connections, duration: opts.duration, lists }, state));
  checkAborted();
  const t = holder.tally;
  const looked = t.hits + t.misses;
  const writes = MIX.filter(([, group]) => group === 'write').reduce((s, [name]) => s + (t.byKind[name]?.n ?? 0), 0);
  return {
    target,
    connections,
    reqPerSec: r.requests.average,
    requestsTotal: r.requests.total,
    latency: { p50: r.latency.p50, p99: r.latency.p99, p99_9: r.latency.p99_9, max: r.latency.max },
    errors: r.errors + t.failed,
    connectionErrors: r.errors,
    timeouts: r.timeouts,
    failedAnswers: t.failed,
    failedBodies: t.failedBodies,
    rssMb: pids.map((p) => Math.round((rss[p] / 1048576) * 10) / 10),
    sqlPerRequest: t.counted ? t.statements / t.counted : null,
    cacheHitRate: looked ? t.hits / looked : null,
    cacheLookups: looked,
    writeShare: t.counted ? writes / t.counted : null,
    byKind: t.byKind,
    cpu,
    monotonicUs,
    loadAverage: { before: loadBefore, after: loadAverages()[0] },
  };
}

/** Samples every kind once on an instance and the baseline before the load: each must answer 200 and pass its check. */
export async function checkKinds(kinds, members, appBase, baselineBase) {
  for (const [name, kind] of Object.entries(kinds)) {
    const req = kind.make(0, 0, members[0]);
    for (const [target, base] of [
      ['app', appBase],
      ['baseline', baselineBase],
    ]) {
      const r = await probe(base, req[target]);
      if (r.status !== 200 || !kind.verify[target](r.text)) {
        throw new Error(`mixed: ${name} on the ${target} answered ${r.status}: ${r.text.slice(0, 300)}`);
      }
    }
  }
}

// ── report ───────────────────────────────────────────────────────────────────────────────────────────
const fmt = (n, digits = 0) =>
  n === null || n === undefined ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The table (Markdown) and the goals check, from the rows of every level. */
export function mixedReport(rows) {
  const lines = [
    '| connections | target | req/s | vs baseline | p50 ms | p99 ms | p99.9 ms | errors | RSS MB (max) | SQL/req | cache hits | CPU ms/req | PG ms/req | other CPU | load |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const at = (c, target) => rows.find((r) => r.connections === c && r.target === target);
  for (const r of rows) {
    const base = at(r.connections, 'baseline');
    const ratio = r.target === 'app' && base ? `${(r.reqPerSec / base.reqPerSec).toFixed(2)}×` : '';
    lines.push(
      `| ${r.connections} | ${r.target === 'app' ? 'app (2 instances)' : 'raw SQL baseline'} | ${fmt(r.reqPerSec)} | ${ratio} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.p99_9} | ${r.errors} | ${r.rssMb.join(' / ')} | ${fmt(r.sqlPerRequest, 2)} | ${r.cacheHitRate === null ? '–' : `${(100 * r.cacheHitRate).toFixed(1)} %`} | ${fmt(r.cpu.servingMsPerRequest, 2)} | ${fmt(r.cpu.postgresMsPerRequest, 2)} | ${r.cpu.otherPercent ?? '–'} % | ${r.loadAverage.after} |`,
    );
  }
  const goals = [];
  const goal = (text, met) => goals.push({ text, met });
  const app64 = at(64, 'app');
  const base64 = at(64, 'baseline');
  if (app64 && base64) {
    goal(
      `64 connections: throughput ≥ 1.0× the baseline (${(app64.reqPerSec / base64.reqPerSec).toFixed(2)}×)`,
      app64.reqPerSec >= base64.reqPerSec,
    );
    goal(`64 connections: p99 ≤ 50 ms (${app64.latency.p99} ms)`, app64.latency.p99 <= 50);
    goal(`64 connections: no errors (${app64.errors})`, app64.errors === 0);
    goal(
      `64 connections: no instance over 300 MB RSS (${app64.rssMb.join(' / ')} MB)`,
      app64.rssMb.every((mb) => mb <= 300),
    );
  }
  const app256 = at(256, 'app');
  if (app256) {
    goal(`256 connections: no errors (${app256.errors})`, app256.errors === 0);
    goal(`256 connections: p99 ≤ 250 ms (${app256.latency.p99} ms)`, app256.latency.p99 <= 250);
  }
  const goalLines = goals.length
    ? goals.map((g) => `- ${g.met ? 'met' : 'NOT met'}: ${g.text}`)
    : ['- none at these levels (they are set at 64 and 256 connections)'];
  return { table: lines.join('\n'), goals, goalLines };
}
