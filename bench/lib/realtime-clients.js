// The subscribers: one graphql-ws connection per member (the `ws` package as the WebSocket), token in
// connectionParams, subscribed to the member's own chat rooms and alerts. What the sockets receive goes to the
// `receivers` callbacks with the moment it arrived; errors and unexpected closes are counted in `problems`.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { mapLimit } from './async.js';

const CHAT_EVENTS = 'subscription { chatEvents { kind chatNo message { no content } } }';
const ALERTS = 'subscription { alertReceived { no content } }';
// Sent after the two subscriptions on the same socket: its answer means the server has taken them up (the server
// handles a socket's operations in the order they arrive, each after its own viewer lookup).
const READY = '{ __typename }';
const MAX_EXAMPLES = 5;

export function createReceivers() {
  return {
    chat: () => {},
    alert: () => {},
    problems: { subscriptionErrors: 0, unexpectedCloses: 0, examples: [] },
  };
}

function problem(receivers, key, text) {
  receivers.problems[key] += 1;
  if (receivers.problems.examples.length < MAX_EXAMPLES) receivers.problems.examples.push(text);
}

const describe = (err) => {
  if (err instanceof Error) return err.message;
  if (Array.isArray(err)) return err.map((e) => e?.message ?? String(e)).join('; ');
  if (err && typeof err === 'object' && 'code' in err) return `closed ${err.code} ${err.reason ?? ''}`.trim();
  return String(err);
};

/** Opens one member's connection; resolves once it is acknowledged, subscribed and has answered READY. */
async function openOne(wsUrl, member, receivers, timeoutMs) {
  const entry = { no: member.no, client: null, disposed: false, ackMs: null, readyMs: null, closed: null };
  const started = performance.now();
  let acknowledged;
  let refused;
  const connected = new Promise((resolve, reject) => {
    acknowledged = resolve;
    refused = reject;
  });
  let markClosed;
  entry.closed = new Promise((resolve) => (markClosed = resolve));
  entry.client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionAckWaitTimeout: timeoutMs,
    connectionParams: { Authorization: `Bearer ${member.token}` },
    onNonLazyError: (err) => refused(err),
    on: {
      connected: () => acknowledged(),
      closed: (event) => {
        markClosed();
        refused(event);
        if (!entry.disposed && entry.readyMs !== null) {
          problem(receivers, 'unexpectedCloses', `member ${member.no}: ${describe(event)}`);
        }
      },
    },
  });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000}s`)), timeoutMs);
  });
  try {
    await Promise.race([connected, timeout]);
    entry.ackMs = performance.now() - started;
    const sink = (name, deliver) => ({
      next: (result) => {
        const at = performance.now();
        if (result.errors)
          problem(receivers, 'subscriptionErrors', `${name} of ${member.no}: ${describe(result.errors)}`);
        else deliver(member.no, result.data[name], at);
      },
      error: (err) => problem(receivers, 'subscriptionErrors', `${name} of ${member.no}: ${describe(err)}`),
      complete: () => {
        if (!entry.disposed) problem(receivers, 'subscriptionErrors', `${name} of ${member.no} ended`);
      },
    });
    entry.client.subscribe(
      { query: CHAT_EVENTS },
      sink('chatEvents', (...a) => receivers.chat(...a)),
    );
    entry.client.subscribe(
      { query: ALERTS },
      sink('alertReceived', (...a) => receivers.alert(...a)),
    );
    const ready = new Promise((resolve, reject) =>
      entry.client.subscribe({ query: READY }, { next: () => {}, error: reject, complete: resolve }),
    );
    await Promise.race([ready, timeout]);
    entry.readyMs = performance.now() - started;
    return entry;
  } catch (err) {
    entry.disposed = true;
    await entry.client.dispose();
    throw new Error(`member ${member.no}: ${describe(err)}`, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens every member's connection, `concurrency` at a time. `state.clients` collects them as they open, so the
 * cleanup closes them even when opening is interrupted. Resolves with the failures (a message each).
 */
export async function openSubscribers(wsUrl, members, { concurrency, timeoutMs, receivers, state, checkAborted }) {
  const failures = [];
  let done = 0;
  const step = Math.max(500, Math.ceil(members.length / 10));
  await mapLimit(
    members,
    concurrency,
    async (member) => {
      try {
        state.clients.push(await openOne(wsUrl, member, receivers, timeoutMs));
      } catch (err) {
        failures.push(err.message);
      }
      done += 1;
      if (done % step === 0 && done < members.length) console.log(`  ${done} of ${members.length} open`);
    },
    checkAborted,
  );
  return failures;
}

/** Closes every connection (normal closure) and waits up to `timeoutMs` for the sockets to be closed. */
export async function closeSubscribers(clients, timeoutMs = 10_000) {
  for (const entry of clients) entry.disposed = true;
  await Promise.allSettled(clients.map((entry) => entry.client.dispose()));
  let timer;
  await Promise.race([
    Promise.all(clients.map((entry) => entry.closed)),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
