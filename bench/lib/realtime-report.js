// The realtime bench's table, goals and JSON file.
import path from 'node:path';
import { ROOT } from './data.js';
import { fmt, gitRevision, machine, markdownTable, printTable } from './report.js';
import { saveResults } from './results.js';

/** Issue 11's goals for one instance. */
export const GOALS = { chatP99Ms: 100, broadcastLastMs: 2000 };

const mb = (bytes) => (bytes === null ? '–' : `${fmt(bytes / 2 ** 20, 0)} MB`);

const row = (measure, received, s, lost) => ({
  measure,
  received,
  'p50 ms': fmt(s.p50, 1),
  'p90 ms': fmt(s.p90, 1),
  'p99 ms': fmt(s.p99, 1),
  'max ms': fmt(s.max, 1),
  lost,
});

function tableRows({ subscribers, chat, broadcast }) {
  const rows = [
    row(
      'connect + 2 subscriptions, until a query on the socket answers',
      `${fmt(subscribers.opened)}/${fmt(subscribers.used)}`,
      subscribers.readyMs,
      fmt(subscribers.failed),
    ),
  ];
  if (chat) {
    const m = chat.measured;
    rows.push(
      row(
        'chat: admin sendChatMessage → member socket',
        `${fmt(m.received)}/${fmt(m.sent)}`,
        m.deliveryMs,
        fmt(m.lost),
      ),
      row('chat: sendChatMessage HTTP answer', `${fmt(m.answered)}/${fmt(m.sent)}`, m.answerMs, '–'),
    );
  }
  if (broadcast) {
    rows.push(
      row(
        'advertisement → each subscriber (max = the last)',
        `${fmt(broadcast.received)}/${fmt(broadcast.expected)}`,
        broadcast.receiptMs,
        fmt(broadcast.missing),
      ),
    );
  }
  return rows;
}

const cpuLine = (label, c) =>
  c
    ? `  ${label}: ${fmt(c.wallMs / 1000, 1)} s wall; CPU ms: server ${fmt(c.serverMs)}, PostgreSQL ${fmt(c.postgresMs)}, bench ${fmt(c.benchMs)}`
    : null;

/** Whether the goals were met and nothing was lost; a list of failures (empty when all is well). */
function verdict({ subscribers, chat, broadcast, problems }) {
  const failures = [];
  if (subscribers.failed) failures.push(`${subscribers.failed} connections could not be opened`);
  if (chat) {
    for (const [label, m] of [
      ['warm-up', chat.warmup],
      ['measured', chat.measured],
    ]) {
      if (m.failedSends) failures.push(`chat ${label}: ${m.failedSends} sends failed`);
      if (m.lost) failures.push(`chat ${label}: ${m.lost} messages lost`);
      if (m.wrongSocket) failures.push(`chat ${label}: ${m.wrongSocket} messages reached another member's socket`);
      if (m.duplicates) failures.push(`chat ${label}: ${m.duplicates} messages arrived twice`);
    }
  }
  if (broadcast) {
    if (broadcast.missing)
      failures.push(`advertisement: ${broadcast.missing} of ${broadcast.expected} never received it`);
    if (broadcast.duplicates) failures.push(`advertisement: ${broadcast.duplicates} received it twice`);
  }
  if (problems.subscriptionErrors) failures.push(`${problems.subscriptionErrors} subscription errors`);
  if (problems.unexpectedCloses) failures.push(`${problems.unexpectedCloses} connections closed unexpectedly`);
  const goals = {
    chatP99: chat ? chat.measured.deliveryMs.p99 !== null && chat.measured.deliveryMs.p99 <= GOALS.chatP99Ms : null,
    broadcastLast: broadcast ? !broadcast.missing && broadcast.receiptMs.max <= GOALS.broadcastLastMs : null,
  };
  return { failures, goals };
}

/** Prints the results and writes them as JSON; resolves with the list of failures. */
export function writeRealtimeReport({
  opts,
  startedAt,
  loadBefore,
  data,
  scale,
  activeMembers,
  subscribers,
  chat,
  broadcast,
  problems,
}) {
  const { failures, goals } = verdict({ subscribers, chat, broadcast, problems });
  const rows = tableRows({ subscribers, chat, broadcast });
  console.log(
    `\nScene Shop realtime bench, scale ${scale}, ${fmt(subscribers.opened)} subscribers (2 subscriptions each), one server instance\n`,
  );
  printTable(rows);
  console.log('');
  console.log(
    `  opened ${fmt(subscribers.opened)} connections in ${fmt(subscribers.openSeconds, 1)} s, ${opts.openConcurrency} at a time (acknowledged: p50 ${fmt(subscribers.ackMs.p50, 1)} ms, p99 ${fmt(subscribers.ackMs.p99, 1)} ms)`,
  );
  const perConnection =
    subscribers.rss.before !== null && subscribers.rss.afterOpen !== null && subscribers.opened
      ? ` (+${fmt((subscribers.rss.afterOpen - subscribers.rss.before) / 1024 / subscribers.opened, 1)} KB per connection)`
      : '';
  console.log(
    `  server RSS: ${mb(subscribers.rss.before)} before, ${mb(subscribers.rss.afterOpen)} with every connection open${perConnection}, ${mb(subscribers.rss.end)} at the end`,
  );
  if (chat) {
    console.log(
      `  chat: ${chat.rooms} rooms, ${fmt(chat.measured.sent)} messages in ${fmt(chat.measured.sendSeconds, 1)} s (${fmt(chat.measured.achievedRate, 1)}/s, at most ${opts.senders} in flight) after a warm-up of one per room (${fmt(chat.warmup.received)}/${fmt(chat.warmup.sent)} received)`,
    );
  }
  if (broadcast) console.log(`  advertisement: sendAdvertisement answered in ${fmt(broadcast.answerMs, 1)} ms`);
  for (const line of [
    cpuLine('opening', subscribers.cpu),
    cpuLine('chat (measured)', chat?.cpu),
    cpuLine('advertisement', broadcast?.cpu),
  ]) {
    if (line) console.log(line);
  }
  const yes = (ok) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT met');
  console.log(`\n  goal: chat delivery p99 ≤ ${GOALS.chatP99Ms} ms: ${yes(goals.chatP99)}`);
  console.log(
    `  goal: advertisement to every subscriber within ${GOALS.broadcastLastMs / 1000} s: ${yes(goals.broadcastLast)}`,
  );
  if (failures.length) console.log(`\n  FAILED: ${failures.join('; ')}`);
  if (problems.examples.length) console.log(`  e.g. ${problems.examples.join(' | ')}`);

  saveResults(startedAt, `realtime-scale${scale}`, {
    bench: 'realtime',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    scale,
    revision: gitRevision(ROOT),
    machine: { ...machine(), loadAverageBefore: loadBefore },
    options: {
      subscribers: opts.subscribers,
      messages: opts.messages,
      rate: opts.rate,
      senders: opts.senders,
      rooms: opts.rooms,
      openConcurrency: opts.openConcurrency,
      deliveryTimeoutMs: opts.deliveryTimeoutMs,
      broadcastTimeoutMs: opts.broadcastTimeoutMs,
      pgPort: opts.pgPort,
      dataDir: path.relative(ROOT, opts.dataDir),
    },
    dataSet: {
      reused: data.reused,
      seededAt: data.marker?.seededAt ?? null,
      seedSeconds: data.marker?.seedSeconds ?? null,
      activeMembers,
    },
    goals: { ...GOALS, met: goals },
    failures,
    subscribers,
    chat,
    broadcast,
    problems,
    markdown: markdownTable(rows),
  });
  return failures;
}
