import WebSocket from 'ws';
import { assertLoopback, leaksIn, snippetOf, type Failure } from './runner.js';

/** What came back on one socket: every text message (or binary one, as UTF-8) and the close, if any. */
export interface Received {
  texts: string[];
  closeCode?: number;
  closeReason?: string;
}

/** One hostile conversation on a WebSocket endpoint. */
export interface SocketCase {
  target: string;
  label: string;
  path: '/graphql' | '/ws';
  protocols: string[];
  /** Sent first, and the rest only once `ready` holds (a protocol's handshake, such as graphql-ws's ack). */
  opening?: { messages: string[]; ready(received: Received): boolean };
  /** Sent in order once the socket is open; a Buffer goes as a binary message, `{ text }` as text bytes unchecked. */
  messages: (string | Buffer | { text: Buffer })[];
  /** True once the server answered everything the case sent; a close that comes first must also satisfy it. */
  answered(received: Received): boolean;
  /** Problems of the protocol seen in what came back (an accepted hostile frame, say). */
  check?(received: Received): string[];
}

/** Close codes that mean the server failed rather than refused: internal error, or no close frame at all. */
const FAILURE_CODES = new Map([
  [1011, 'closed with 1011 (internal error)'],
  [1006, 'dropped without a close frame'],
]);
/** A socket's way of saying 5xx: the error codes of server/src/common/errors.ts for server faults. */
const SERVER_FAULT = /INTERNAL_SERVER_ERROR|BAD_GATEWAY|SERVICE_UNAVAILABLE/;

const sentText = (c: SocketCase) =>
  c.messages.map((m) => (typeof m === 'string' ? m : Buffer.isBuffer(m) ? m : m.text).toString()).join('\n');

/** Runs one case to its answer, its close or its timeout; returns the outcome's name and its problems. */
function runCase(
  baseUrl: string,
  c: SocketCase,
  timeoutMs: number,
): Promise<{ status: string; problems: string[]; snippet: string }> {
  return new Promise((resolve) => {
    const received: Received = { texts: [] };
    const socket = new WebSocket(baseUrl.replace('http', 'ws') + c.path, c.protocols);
    let settled = false;
    const finish = (status: string, problems: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      const sent = sentText(c);
      const all = [...received.texts, received.closeReason ?? ''].join('\n');
      const found = [...problems, ...(c.check?.(received) ?? []), ...leaksIn(all, sent)];
      if (SERVER_FAULT.test(all)) found.push('answered with a server fault');
      resolve({ status, problems: found, snippet: snippetOf(all.slice(-300)) });
    };
    const timer = setTimeout(() => finish('timeout', [`no answer within ${timeoutMs} ms`]), timeoutMs);
    let opened = !c.opening;
    const sendAll = () => {
      for (const m of c.messages) {
        if (socket.readyState !== WebSocket.OPEN) return;
        if (typeof m === 'string') socket.send(m);
        else if (Buffer.isBuffer(m)) socket.send(m, { binary: true });
        else socket.send(m.text, { binary: false });
      }
    };
    socket.on('message', (data: Buffer) => {
      received.texts.push(data.toString('utf8'));
      if (!opened && c.opening!.ready(received)) {
        opened = true;
        sendAll();
      } else if (opened && c.answered(received)) finish('answered', []);
    });
    socket.on('close', (code, reason) => {
      received.closeCode = code;
      received.closeReason = reason.toString('utf8');
      const failure = FAILURE_CODES.get(code);
      if (failure) finish(`close ${code}`, [failure]);
      else if (c.answered(received)) finish(`close ${code}`, []);
      else finish(`close ${code}`, [`closed with ${code} before answering`]);
    });
    // A refused handshake is an answer too (the server said no), unless it is a server error.
    socket.on('unexpected-response', (_req, res) =>
      finish(`handshake ${res.statusCode}`, (res.statusCode ?? 0) >= 500 ? [`handshake ${res.statusCode}`] : []),
    );
    // A server that picks none of the offered subprotocols has refused them: the client must fail the connection.
    socket.on('error', (err) =>
      err.message === 'Server sent no subprotocol'
        ? finish('no subprotocol chosen', [])
        : finish('socket error', [`socket error: ${err.message}`]),
    );
    socket.on('open', () => {
      for (const m of c.opening?.messages ?? []) socket.send(m);
      if (opened) sendAll();
    });
  });
}

/** Runs the cases with at most `concurrency` sockets open at once; failures and outcome counts as for HTTP. */
export async function runSocketCases(
  baseUrl: string,
  cases: readonly SocketCase[],
  options: { concurrency: number; timeoutMs: number },
): Promise<{ failures: Failure[]; statuses: Map<string, number> }> {
  assertLoopback(baseUrl);
  const failures: Failure[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const { status, problems, snippet } = await runCase(baseUrl, c, options.timeoutMs);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      for (const problem of problems) failures.push({ target: c.target, label: c.label, status, problem, snippet });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { failures, statuses };
}

/** After hostile traffic: a normal graphql-ws connection is acknowledged and a normal STOMP CONNECT is answered. */
export async function stillAnswers(baseUrl: string, authorization: string): Promise<string[]> {
  const ok = (name: string) => (r: Received) => r.texts.some((t) => t.startsWith(name));
  const normal: SocketCase[] = [
    {
      target: 'graphql-ws',
      label: 'normal connection',
      path: '/graphql',
      protocols: ['graphql-transport-ws'],
      messages: [JSON.stringify({ type: 'connection_init', payload: { Authorization: authorization } })],
      answered: ok('{"type":"connection_ack"'),
    },
    {
      target: 'STOMP',
      label: 'normal CONNECT',
      path: '/ws',
      protocols: ['v12.stomp'],
      messages: [`CONNECT\naccept-version:1.2\nAuthorization:${authorization}\n\n\0`],
      answered: ok('CONNECTED'),
    },
  ];
  const problems: string[] = [];
  for (const c of normal) {
    const { status, problems: found } = await runCase(baseUrl, c, 10_000);
    if (status !== 'answered') problems.push(`${c.target} ${c.label}: ${status} ${found.join(', ')}`);
  }
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
    signal: AbortSignal.timeout(10_000),
  }).catch((e: Error) => e);
  if (res instanceof Error || res.status !== 200)
    problems.push(`HTTP { __typename }: ${res instanceof Error ? res.message : res.status}`);
  return problems;
}
