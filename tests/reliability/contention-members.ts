import { Worker } from 'node:worker_threads';
import { signToken } from '../../server/src/context/token.js';
import type { TestApp } from '../../server/src/test/harness.js';

export interface RaceMember {
  no: number;
  token: string;
}

let batch = 0;

/**
 * `count` members inserted in one statement, each with a signed token: t.member() hashes a password per member,
 * which would take minutes for a thousand. They have an address, so they may order.
 */
export async function insertMembers(t: TestApp, count: number): Promise<RaceMember[]> {
  batch += 1;
  const tag = `r${batch}_`;
  const rows = await t
    .em()
    .getConnection()
    .execute<{ no: number; token_version: number }[]>(
      `insert into users (id, name, email, nickname, tel, zipcode, address)
       select ? || g, '경쟁' || g, ? || g || '@example.com', ? || g, '010-0000-0000', '06236', '서울특별시 강남구 1'
         from generate_series(1, ?) g
       returning no, token_version`,
      [tag, tag, tag, count],
    );
  return rows.map((r) => ({ no: r.no, token: signToken(t.config, { no: r.no, ver: r.token_version }) }));
}

export interface GqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface Timed<T> {
  ms: number;
  status: number;
  body: T;
}

export interface GqlCall {
  variables: Record<string, unknown>;
  token: string;
}

/**
 * Sends every call at once from a worker thread and answers them timed, in order. The test server runs in this
 * thread: a thousand clients on its event loop would slow its answers by their own work.
 */
export function fireFromWorker<T>(url: string, query: string, calls: GqlCall[]): Promise<Timed<GqlBody<T>>[]> {
  const worker = new Worker(WORKER, { eval: true, workerData: { url: `${url}/graphql`, query, calls } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answers: Timed<GqlBody<T>>[]) => resolve(answers));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited with ${code}`)));
  });
}

const WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, query, calls } = workerData;
const target = new URL(url);
const one = ({ variables, token }) =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const started = performance.now();
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer ' + token },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ ms: performance.now() - started, status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
Promise.all(calls.map(one)).then((answers) => parentPort.postMessage(answers));
`;
