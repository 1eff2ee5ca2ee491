// Two builds of the server on one database, one statistics request at a time, alternating: wall time and the CPU
// each request cost PostgreSQL (every process of the cluster, parallel workers included) and, given its pid, the
// server. CPU time barely depends on what else the machine runs, so it compares builds fairly on a busy machine.
// Also checks that both builds answer the same. Linux only (/proc/<pid>/schedstat).
//
//   node bench/statistics-compare.js --a http://127.0.0.1:4205 --b http://127.0.0.1:4206 \
//     --pg-data-dir bench/.data-scale100/pg [--a-pid N] [--b-pid N] [--repeat 9]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_ID, ADMIN_PASSWORD } from './scenarios/common.js';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    'pg-data-dir': { type: 'string' },
    'a-pid': { type: 'string' },
    'b-pid': { type: 'string' },
    repeat: { type: 'string', default: '9' },
  },
});
if (!values.a || !values.b || !values['pg-data-dir']) {
  throw new Error('usage: node bench/statistics-compare.js --a URL --b URL --pg-data-dir DIR [--a-pid N] [--b-pid N]');
}
const REPEAT = Number(values.repeat);
const postmaster = Number(fs.readFileSync(path.join(values['pg-data-dir'], 'postmaster.pid'), 'utf8').split('\n')[0]);
const servers = { a: { base: values.a, pid: values['a-pid'] }, b: { base: values.b, pid: values['b-pid'] } };

/** Nanoseconds on CPU so far of a process (0 when gone). */
function onCpu(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

/** Milliseconds on CPU so far of the cluster's processes (the postmaster's children) and of a server. */
function cpu(serverPid) {
  let pg = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pg += onCpu(pid);
    } catch {
      // the process has ended
    }
  }
  return { pg: pg / 1e6, server: serverPid ? onCpu(serverPid) / 1e6 : NaN };
}

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.text();
}

const LOGIN = 'mutation ($id:String!,$pwd:String!){ login(id:$id,pwd:$pwd){ token } }';
for (const s of Object.values(servers)) {
  s.token = JSON.parse(await gql(s.base, LOGIN, { id: ADMIN_ID, pwd: ADMIN_PASSWORD })).data.login.token;
}

const FIELDS = {
  bestProducts: 'productNo name pic quantity revenue previousQuantity',
  returnRates: 'productNo name returnRate cancelledQuantity deliveredQuantity totalQuantity',
  salesByShow: 'showNo title pic quantity revenue previousRevenue products',
  salesByCharacter: 'characterNo actorName name showNo showTitle quantity revenue previousRevenue',
  salesByStyle: 'styleNo pic characterNo characterName actorName showTitle quantity revenue previousRevenue',
};
const LONG = ['2024-02-15', '2026-11-10'];
const ARBITRARY = ['2024-03-05', '2024-09-20'];
const CASES = [
  ['bestProducts', ...LONG],
  ['returnRates', ...LONG],
  ['salesByShow', ...LONG],
  ['bestProducts', ...ARBITRARY],
  ['returnRates', ...ARBITRARY],
  ['salesByShow', ...ARBITRARY],
  ['salesByCharacter', ...ARBITRARY],
  ['salesByStyle', ...ARBITRARY],
  ['salesByShow', '2025-01-01', '2025-12-31'],
  ['bestProducts', '2024-04-01', '2024-09-30'],
];

const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
const fixed = (n) => (Number.isNaN(n) ? '–' : n.toFixed(1));
console.log('request | a ms | a PG CPU ms | a server CPU ms | b ms | b PG CPU ms | b server CPU ms | same answer');
for (const [field, from, to] of CASES) {
  const query = `query ($from:String!,$to:String!){ ${field}(from:$from,to:$to,limit:10){ ${FIELDS[field]} } }`;
  const runs = { a: [], b: [] };
  const answers = {};
  for (let i = 0; i <= REPEAT; i++) {
    for (const key of i % 2 ? ['a', 'b'] : ['b', 'a']) {
      const s = servers[key];
      const before = cpu(s.pid);
      const started = performance.now();
      answers[key] = await gql(s.base, query, { from, to }, s.token);
      const wall = performance.now() - started;
      const after = cpu(s.pid);
      // The first round warms both up.
      if (i > 0) runs[key].push({ wall, pg: after.pg - before.pg, server: after.server - before.server });
    }
  }
  const figures = (key) => ['wall', 'pg', 'server'].map((k) => fixed(median(runs[key].map((r) => r[k]))));
  const same = answers.a === answers.b && !answers.a.includes('"errors"');
  console.log([`${field} ${from}..${to}`, ...figures('a'), ...figures('b'), same ? 'yes' : 'NO'].join(' | '));
}
