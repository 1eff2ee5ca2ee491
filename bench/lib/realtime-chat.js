// Chat delivery: open rooms with a category for some subscribed members (as those members, over GraphQL), then the
// admin sends messages to them over HTTP at a steady rate; each message is timed from just before its request to
// the moment the room member's socket receives its MESSAGE event.
import { setTimeout as sleep } from 'node:timers/promises';
import { mapLimit, waitAtMost } from './async.js';
import { probe } from './load.js';
import { summarize } from './realtime-stats.js';
import { gqlRequest, withToken } from '../scenarios/common.js';

const OPEN_CHAT = 'mutation { openChat { room { no } } }';
const SET_CATEGORY = 'mutation ($chatNo: Int!) { setChatCategory(chatNo: $chatNo, category: OTHER) { no } }';
const SEND = 'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { no } }';
const PREPARE_CONCURRENCY = 8;
const MAX_EXAMPLES = 5;

/** The field `name` of a GraphQL answer; throws on an error answer. */
async function graphql(appBase, token, name, query, variables) {
  const r = await probe(appBase, gqlRequest(query, variables, withToken(token)));
  if (r.status !== 200 || !r.json?.data?.[name] || r.json.errors) {
    throw new Error(`${name} answered ${r.status}: ${r.text.slice(0, 300)}`);
  }
  return r.json.data[name];
}

/** Each member's open room, created and given a category (a room without one takes no messages): [{ memberNo, chatNo }]. */
export async function prepareRooms(appBase, members, checkAborted) {
  return mapLimit(
    members,
    PREPARE_CONCURRENCY,
    async (member) => {
      const chatNo = (await graphql(appBase, member.token, 'openChat', OPEN_CHAT)).room.no;
      await graphql(appBase, member.token, 'setChatCategory', SET_CATEGORY, { chatNo });
      return { memberNo: member.no, chatNo };
    },
    checkAborted,
  );
}

/** Starts `send(i)` for i < count at `rate` per second, with at most `concurrency` unfinished. */
async function paced(count, rate, concurrency, send, checkAborted) {
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight = new Set();
  for (let i = 0; i < count; i++) {
    checkAborted();
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const p = send(i).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return performance.now() - started;
}

/**
 * Sends `count` messages as the admin, round robin over the rooms, and waits up to `timeoutMs` after the last answer
 * (or until `signal` aborts) for those still on their way. Every message's content is unique (`tag` and its index), so each receipt is matched
 * to its send; a message that reached another member's socket, or arrived twice, is counted as such.
 */
export async function deliverChat({
  appBase,
  admin,
  rooms,
  count,
  rate,
  senders,
  timeoutMs,
  receivers,
  tag,
  signal,
  checkAborted,
}) {
  const sent = new Map();
  let wrongSocket = 0;
  let duplicates = 0;
  const outstanding = () => [...sent.values()].some((r) => r.answeredAt !== null && r.receivedAt === null);
  let waiting = null; // resolves the wait after the last send once every answered message is in
  receivers.chat = (memberNo, event, at) => {
    if (event.kind !== 'MESSAGE' || !event.message) return;
    const rec = sent.get(event.message.content);
    if (!rec) return;
    if (rec.memberNo !== memberNo) wrongSocket += 1;
    else if (rec.receivedAt !== null) duplicates += 1;
    else {
      rec.receivedAt = at;
      if (waiting && !outstanding()) waiting();
    }
  };
  const failures = [];
  const elapsed = await paced(
    count,
    rate,
    senders,
    async (i) => {
      const room = rooms[i % rooms.length];
      const content = `${tag} #${i}`;
      // Registered before the request: the event may reach the socket before the HTTP answer.
      const rec = { memberNo: room.memberNo, sentAt: performance.now(), answeredAt: null, receivedAt: null };
      sent.set(content, rec);
      try {
        await graphql(appBase, admin.token, 'sendChatMessage', SEND, { input: { chatNo: room.chatNo, content } });
        rec.answeredAt = performance.now();
      } catch (err) {
        failures.push(err.message);
      }
    },
    checkAborted,
  );
  if (outstanding()) await waitAtMost(new Promise((resolve) => (waiting = resolve)), timeoutMs, signal);
  receivers.chat = () => {};
  const records = [...sent.values()];
  const delivered = records.filter((r) => r.receivedAt !== null);
  return {
    sent: records.length,
    answered: records.filter((r) => r.answeredAt !== null).length,
    failedSends: failures.length,
    failureExamples: failures.slice(0, MAX_EXAMPLES),
    received: delivered.length,
    lost: records.filter((r) => r.answeredAt !== null && r.receivedAt === null).length,
    wrongSocket,
    duplicates,
    sendSeconds: Number((elapsed / 1000).toFixed(2)),
    achievedRate: Number((records.length / (elapsed / 1000)).toFixed(1)),
    deliveryMs: summarize(delivered.map((r) => r.receivedAt - r.sentAt)),
    answerMs: summarize(records.filter((r) => r.answeredAt !== null).map((r) => r.answeredAt - r.sentAt)),
  };
}
