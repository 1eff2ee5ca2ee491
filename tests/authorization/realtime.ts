import type { Client } from 'graphql-ws';
import { MSG } from '../../server/src/common/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { stompClient, type StompTestClient } from '../../server/src/test/stomp.js';
import { collect, connectWs, settle, waitFor, type Received } from '../../server/src/test/ws.js';
import { forbiddenValues, leaks, type Who } from './cells.js';
import type { Caller, World } from './world.js';

const ALERTS = 'subscription { alertReceived { no category content path isRead } }';
const ROOM = (chatNo?: number) =>
  `subscription { chatEvents${chatNo ? `(chatNo: ${chatNo})` : ''} { kind chatNo message { no content userNo } } }`;
const INBOX = 'subscription { chatRoomChanged { no userNo userName lastMessage { content } } }';
const STOMP_SEND = '/pub/chat/message';
const stompRoom = (userNo: number) => `/sub/chat/room/1_${userNo}`;

/**
 * Who may subscribe to each Subscription field (README "Alerts and chat"), written by hand: a member to their own
 * alerts, a member to their own chat rooms (the admin to any), the admin to the inbox. The cells below test each.
 */
export const SUBSCRIPTIONS: Record<string, Who> = {
  alertReceived: 'member',
  chatEvents: 'owner',
  chatRoomChanged: 'admin',
};

type Got = Received<unknown> & { label: string; caller: Caller };

const codeOf = (r: Received<unknown>): string | undefined => {
  const first = r.got[0]?.errors?.[0] as { extensions?: { code?: string } } | undefined;
  const failed = r.errors[0] as { message?: string; extensions?: { code?: string } }[] | undefined;
  return first?.extensions?.code ?? (Array.isArray(failed) ? failed[0]?.extensions?.code : undefined);
};

/**
 * graphql-ws and STOMP cells: who may subscribe to what (the subscriptions check their caller in their subscribe
 * functions, not through @Authorized), then A gets an alert and chats, and B, subscribed to everything B may, hears
 * nothing of it. Answers the number of frames (subscriptions, sends and deliveries checked) and the problems found.
 */
export async function realtimeCells(t: TestApp, w: World): Promise<{ frames: number; problems: string[] }> {
  const problems: string[] = [];
  const clients: Client[] = [];
  const stomps: StompTestClient[] = [];
  let frames = 0;
  const ws = async (token?: string) => {
    const c = await connectWs(t.url, token);
    clients.push(c);
    return c;
  };
  const token = { visitor: undefined, owner: w.a.token, other: w.b.token, admin: w.admin.token };
  const subs: Got[] = [];
  const subscribe = async (caller: Caller, label: string, query: string) => {
    const got = { ...collect<unknown>(await ws(token[caller]), query), label, caller };
    subs.push(got);
    frames += 1;
    return got;
  };

  try {
    // Refused subscriptions: [caller, what, query, code].
    const refusals: [Caller, string, string, string][] = [
      ['visitor', 'alertReceived', ALERTS, 'UNAUTHENTICATED'],
      ['visitor', "chatEvents of A's room", ROOM(w.chatNo), 'UNAUTHENTICATED'],
      ['visitor', 'chatRoomChanged', INBOX, 'UNAUTHENTICATED'],
      ['other', "chatEvents of A's room", ROOM(w.chatNo), 'FORBIDDEN'],
      ['other', 'chatRoomChanged', INBOX, 'FORBIDDEN'],
      ['owner', 'chatRoomChanged', INBOX, 'FORBIDDEN'],
    ];
    const refused = await Promise.all(refusals.map(([caller, what, q]) => subscribe(caller, what, q)));
    await waitFor(() => refused.every((r) => r.got.length > 0 || r.errors.length > 0)).catch(() => undefined);
    refusals.forEach(([caller, what, , code], i) => {
      const r = refused[i]!;
      if (codeOf(r) !== code) {
        problems.push(
          `graphql-ws ${what} as ${caller}: expected ${code}, got ${JSON.stringify(r.got[0] ?? r.errors[0] ?? 'nothing')}`,
        );
      }
    });

    // Allowed subscriptions: A's own, B's own (everything B may hear), the admin's inbox and A's room.
    const aAlerts = await subscribe('owner', 'alertReceived', ALERTS);
    const aRoom = await subscribe('owner', "chatEvents of A's room", ROOM(w.chatNo));
    const bAlerts = await subscribe('other', 'alertReceived', ALERTS);
    const bRooms = await subscribe('other', "chatEvents of B's rooms", ROOM());
    const inbox = await subscribe('admin', 'chatRoomChanged', INBOX);
    const adminRoom = await subscribe('admin', "chatEvents of A's room", ROOM(w.chatNo));

    // STOMP: a visitor cannot connect; B cannot subscribe to A's room nor send into it; A and the admin can listen.
    const stomp = async (caller: Caller) => {
      const c = stompClient(t.url, token[caller] ? { Authorization: `Bearer ${token[caller]}` } : {});
      stomps.push(c);
      frames += 1;
      return c;
    };
    const visitor = await stomp('visitor');
    if ((await visitor.connected) !== null) problems.push('STOMP CONNECT as visitor: accepted');
    const bStomp = await stomp('other');
    await bStomp.connected;
    const bOwn = await bStomp.listen(stompRoom(w.b.no));
    frames += 1;
    const bSpy = stompClient(t.url, { Authorization: `Bearer ${w.b.token}` });
    stomps.push(bSpy);
    await bSpy.connected;
    const spied = await bSpy.listen(stompRoom(w.a.no));
    frames += 1;
    if (spied.answer?.headers.message !== MSG.auth.forbidden) {
      problems.push(`STOMP SUBSCRIBE to A's room as other: ${spied.answer?.command} ${spied.answer?.headers.message}`);
    }
    const bSender = await stomp('other');
    await bSender.connected;
    const sent = await bSender.publish(STOMP_SEND, { chatNo: w.chatNo, userNo: w.b.no, content: 'B가 A의 방에' });
    frames += 1;
    if (sent?.headers.message !== MSG.auth.forbidden) {
      problems.push(`STOMP SEND into A's room as other: ${sent?.command} ${sent?.headers.message}`);
    }
    const aStomp = await stomp('owner');
    await aStomp.connected;
    const aHears = await aStomp.listen(stompRoom(w.a.no));
    const adminStomp = await stomp('admin');
    await adminStomp.connected;
    const adminHears = await adminStomp.listen(stompRoom(w.a.no));
    frames += 2;
    for (const [who, l] of [
      ['owner', aHears],
      ['admin', adminHears],
    ] as const) {
      if (l.answer?.command !== 'RECEIPT') problems.push(`STOMP SUBSCRIBE to A's room as ${who}: ${l.answer?.command}`);
    }

    // A's events: an alert from the admin, a message of A's over STOMP and one over GraphQL.
    await settle();
    const alert = await t.gql(
      'mutation ($input: SendAlertInput!) { sendAlert(input: $input) { no } }',
      { input: { userNo: w.a.no, category: 'PROMOTION', content: 'A에게만' } },
      w.admin.token,
    );
    if (alert.errors) problems.push(`sendAlert to A: ${JSON.stringify(alert.errors)}`);
    const viaStomp = await aStomp.publish(STOMP_SEND, {
      chatNo: w.chatNo,
      userNo: w.a.no,
      content: 'A의 STOMP 메시지',
    });
    if (viaStomp?.command !== 'RECEIPT')
      problems.push(`STOMP SEND by A: ${viaStomp?.command} ${viaStomp?.headers.message}`);
    const viaGql = await t.gql(
      'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { no } }',
      { input: { chatNo: w.chatNo, content: 'A의 GraphQL 메시지' } },
      w.a.token,
    );
    if (viaGql.errors) problems.push(`sendChatMessage by A: ${JSON.stringify(viaGql.errors)}`);
    frames += 3;

    // Positive controls first: the events did go out, so B's silence means something.
    const heard = () =>
      aAlerts.got.length > 0 &&
      aRoom.got.length >= 2 &&
      adminRoom.got.length >= 2 &&
      inbox.got.length > 0 &&
      aHears.messages.length >= 2 &&
      adminHears.messages.length >= 2;
    await waitFor(heard, 5_000).catch(() => problems.push("A's own alert and chat did not all arrive"));
    await settle();
    frames += 6;
    for (const silent of [bAlerts, bRooms]) {
      frames += 1;
      if (silent.got.length > 0)
        problems.push(`graphql-ws ${silent.label} as other received ${JSON.stringify(silent.got)}`);
    }
    frames += 2;
    if (bOwn.messages.length > 0) problems.push(`STOMP B's room received ${bOwn.messages.map((m) => m.body).join()}`);
    if (spied.messages.length > 0)
      problems.push(`STOMP A's room delivered to B: ${spied.messages.map((m) => m.body).join()}`);

    // What each subscriber heard shows no one else's private values.
    for (const s of subs) {
      const text = JSON.stringify(s.got);
      for (const leak of leaks(text, '', forbiddenValues(w, s.caller))) {
        problems.push(`graphql-ws ${s.label} as ${s.caller}: shows ${JSON.stringify(leak.slice(0, 24))}`);
      }
    }
    for (const [caller, l] of [
      ['owner', aHears],
      ['admin', adminHears],
    ] as const) {
      for (const leak of leaks(l.messages.map((m) => m.body).join('\n'), '', forbiddenValues(w, caller))) {
        problems.push(`STOMP A's room as ${caller}: shows ${JSON.stringify(leak.slice(0, 24))}`);
      }
    }
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(stomps.map((c) => c.client.deactivate()));
  }
  return { frames, problems };
}
