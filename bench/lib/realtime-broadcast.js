// Broadcast: the admin sends one advertisement (GraphQL sendAdvertisement: one alert row per active member, one
// publish) and every subscriber's alertReceived should deliver it. Timed from just before the request to each
// socket's receipt; the last receipt is the figure.
import { waitAtMost } from './async.js';
import { probe } from './load.js';
import { summarize } from './realtime-stats.js';
import { gqlRequest, withToken } from '../scenarios/common.js';

const SEND_ADVERTISEMENT = 'mutation ($input: SendAdvertisementInput!) { sendAdvertisement(input: $input) }';
const PATH = '/';

/** Sends the advertisement and waits until each of `memberNos` has received it, `timeoutMs` has passed or `signal` aborts. */
export async function deliverBroadcast({ appBase, admin, memberNos, timeoutMs, receivers, tag, signal }) {
  const content = `${tag} advertisement`;
  const expected = new Set(memberNos);
  const receivedAt = new Map();
  let duplicates = 0;
  let strangers = 0;
  let allIn = null;
  receivers.alert = (memberNo, alert, at) => {
    if (alert.content !== content) return;
    if (!expected.has(memberNo)) strangers += 1;
    else if (receivedAt.has(memberNo)) duplicates += 1;
    else {
      receivedAt.set(memberNo, at);
      if (receivedAt.size === expected.size) allIn?.();
    }
  };
  const started = performance.now();
  const r = await probe(
    appBase,
    gqlRequest(SEND_ADVERTISEMENT, { input: { content, path: PATH } }, withToken(admin.token)),
  );
  const answerMs = performance.now() - started;
  if (r.status !== 200 || r.json?.data?.sendAdvertisement !== true || r.json.errors) {
    throw new Error(`sendAdvertisement answered ${r.status}: ${r.text.slice(0, 300)}`);
  }
  if (receivedAt.size < expected.size) {
    await waitAtMost(new Promise((resolve) => (allIn = resolve)), timeoutMs, signal);
  }
  receivers.alert = () => {};
  const latencies = [...receivedAt.values()].map((at) => at - started);
  return {
    expected: expected.size,
    received: receivedAt.size,
    missing: expected.size - receivedAt.size,
    duplicates,
    strangers,
    answerMs: Math.round(answerMs * 10) / 10,
    receiptMs: summarize(latencies),
  };
}
