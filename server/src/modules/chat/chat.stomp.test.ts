import type { Client as GraphqlWsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { rawStomp, stompClient, type StompTestClient } from '../../test/stomp.js';
import { collect, connectWs, settle, waitFor } from '../../test/ws.js';
import { ChatMessage } from './chat-message.entity.js';
import { encodeFrame } from './stomp/frame.js';

const SEND = '/pub/chat/message';
const roomOf = (userNo: number) => `/sub/chat/room/1_${userNo}`;

let t: TestApp;
let admin: { no: number; token: string };
const open: StompTestClient[] = [];
const gqlClients: GraphqlWsClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.member({ role: Role.ADMIN });
  admin = { no: a.user.no, token: a.token };
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate()));
  await Promise.all(gqlClients.map((c) => c.dispose()));
  await t.close();
});

/** A member with an open room whose category is chosen, ready for messages. */
async function memberWithRoom() {
  const { user, token } = await t.member();
  const opened = await t.rest('GET', `/api/chat/user/${user.no}`, { token });
  const chatNo = (opened.body as { chatNo: { no: number } }).chatNo.no;
  expect((await t.rest('PUT', `/api/chat/user/${user.no}/${chatNo}/PRODUCT`, { token })).status).toBe(200);
  return { no: user.no, token, chatNo };
}

async function connect(token: string, heartbeat?: { incoming: number; outgoing: number }) {
  const c = stompClient(t.url, { Authorization: `Bearer ${token}` }, heartbeat);
  open.push(c);
  expect(await c.connected).not.toBeNull();
  return c;
}

const stored = (chatNo: number) => t.em().find(ChatMessage, { room: chatNo }, { orderBy: { no: 'asc' } });

describe('STOMP /ws: connecting', () => {
  it('answers CONNECT with version 1.2, the server’s heart-beats and its name', async () => {
    const { token } = await t.member();
    const c = await connect(token, { incoming: 10_000, outgoing: 10_000 });
    expect((await c.connected)?.headers).toMatchObject({
      version: '1.2',
      'heart-beat': '4000,4000',
      server: 'scene-shop',
    });
  });

  it('takes the bare token too, on a socket that offered no subprotocol', async () => {
    const { token } = await t.member();
    const raw = await rawStomp(t.url, []);
    raw.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: token }));
    await waitFor(() => raw.frames().length > 0);
    expect(raw.frames()[0]?.command).toBe('CONNECTED');
    expect(raw.socket.protocol).toBe('');
    raw.socket.close();
  });

  it.each([
    ['without a token', {}],
    ['with a bad token', { Authorization: 'Bearer not.a.token' }],
  ])('refuses a client %s and closes', async (_name, headers) => {
    const c = stompClient(t.url, headers);
    open.push(c);
    expect(await c.connected).toBeNull();
    expect(c.errors[0]?.headers.message).toBe(MSG.auth.loginRequired);
    await waitFor(() => c.closed());
  });
});

describe('STOMP /ws: subscriptions', () => {
  it('lets a member subscribe to their own room only', async () => {
    const m = await memberWithRoom();
    const other = await memberWithRoom();
    const c = await connect(m.token);
    expect((await c.listen(roomOf(m.no))).answer?.command).toBe('RECEIPT');
    const refused = await c.listen(roomOf(other.no));
    expect(refused.answer?.command).toBe('ERROR');
    expect(refused.answer?.headers.message).toBe(MSG.auth.forbidden);
    await waitFor(() => c.closed());
  });

  it('lets the admin subscribe to any member’s room', async () => {
    const m = await memberWithRoom();
    const c = await connect(admin.token);
    expect((await c.listen(roomOf(m.no))).answer?.command).toBe('RECEIPT');
  });

  it('refuses an unknown destination', async () => {
    const { token } = await t.member();
    const c = await connect(token);
    expect((await c.listen('/topic/everything')).answer?.headers.message).toBe(MSG.common.badInput);
  });
});

describe('STOMP /ws: sending', () => {
  it('stores the message and delivers it to the member’s and the admin’s subscriptions; sendAdmin comes from the role', async () => {
    const m = await memberWithRoom();
    const mine = await (await connect(m.token)).listen(roomOf(m.no));
    const shop = await connect(admin.token);
    const shopHears = await shop.listen(roomOf(m.no));
    const sender = await connect(m.token);

    const answer = await sender.publish(SEND, {
      chatNo: m.chatNo,
      userNo: m.no,
      content: '사이즈 문의',
      sendAdmin: true,
    });
    expect(answer?.command).toBe('RECEIPT');
    const [row] = await stored(m.chatNo);
    expect(row).toMatchObject({ content: '사이즈 문의', sendAdmin: false });

    await waitFor(() => mine.messages.length === 1 && shopHears.messages.length === 1);
    for (const got of [mine.messages[0]!, shopHears.messages[0]!]) {
      expect(got.headers).toMatchObject({
        destination: roomOf(m.no),
        'content-type': 'application/json',
        'event-kind': 'MESSAGE',
      });
      expect(got.headers['message-id']).toBeTruthy();
      expect(JSON.parse(got.body)).toEqual({
        no: row!.no,
        chatNo: m.chatNo,
        userNo: m.no,
        content: '사이즈 문의',
        sendAdmin: false,
        date: row!.date.toISOString(),
        order: null,
      });
    }

    await shop.publish(SEND, { chatNo: m.chatNo, userNo: m.no, content: '안녕하세요', sendAdmin: false });
    await waitFor(() => mine.messages.length === 2);
    expect(JSON.parse(mine.messages[1]!.body)).toMatchObject({ userNo: admin.no, sendAdmin: true });
    expect((await stored(m.chatNo)).map((r) => r.sendAdmin)).toEqual([false, true]);
  });

  it('tells subscribers that the room was closed', async () => {
    const m = await memberWithRoom();
    const mine = await (await connect(m.token)).listen(roomOf(m.no));
    await t.rest('PUT', `/api/chat/user/${m.no}/${m.chatNo}`, { token: m.token });
    await waitFor(() => mine.messages.length === 1);
    expect(mine.messages[0]!.headers['event-kind']).toBe('CLOSED');
    expect(JSON.parse(mine.messages[0]!.body)).toEqual({ chatNo: m.chatNo, closeChat: true });
  });

  it.each([
    [
      'blank content',
      (m: Room) => ({ chatNo: m.chatNo, userNo: m.no, content: '  ', sendAdmin: false }),
      MSG.chat.blank,
    ],
    [
      'another member’s room',
      (_m: Room, other: Room) => ({ chatNo: other.chatNo, userNo: other.no, content: 'hi', sendAdmin: false }),
      MSG.auth.forbidden,
    ],
    [
      'a userNo that is not the caller',
      (m: Room, other: Room) => ({ chatNo: m.chatNo, userNo: other.no, content: 'hi', sendAdmin: false }),
      MSG.auth.forbidden,
    ],
    [
      'unknown keys',
      (m: Room) => ({ chatNo: m.chatNo, userNo: m.no, content: 'hi', sendAdmin: false, orderNo: 1 }),
      MSG.common.unknownField('orderNo'),
    ],
    [
      'a non-numeric chatNo',
      (m: Room) => ({ chatNo: String(m.chatNo), userNo: m.no, content: 'hi' }),
      MSG.common.badInput,
    ],
  ])('refuses %s with the catalogue’s message and closes', async (_name, body, message) => {
    const m = await memberWithRoom();
    const other = await memberWithRoom();
    const c = await connect(m.token);
    const answer = await c.publish(SEND, body(m, other));
    expect(answer?.command).toBe('ERROR');
    expect(answer?.headers.message).toBe(message);
    await waitFor(() => c.closed());
    expect(await stored(m.chatNo)).toEqual([]);
    expect(await stored(other.chatNo)).toEqual([]);
  });

  it('refuses a message to a closed room', async () => {
    const m = await memberWithRoom();
    await t.rest('PUT', `/api/chat/user/${m.no}/${m.chatNo}`, { token: m.token });
    const c = await connect(m.token);
    const answer = await c.publish(SEND, { chatNo: m.chatNo, userNo: m.no, content: 'hi', sendAdmin: false });
    expect(answer?.headers.message).toBe(MSG.chat.closed);
  });
});

type Room = Awaited<ReturnType<typeof memberWithRoom>>;

describe('STOMP /ws: frames', () => {
  it('takes frames split across WebSocket messages and several in one, and answers DISCONNECT’s receipt before closing', async () => {
    const m = await memberWithRoom();
    const raw = await rawStomp(t.url);
    const body = JSON.stringify({ chatNo: m.chatNo, userNo: m.no, content: '한 글자씩', sendAdmin: false });
    const text =
      encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${m.token}` }) +
      '\n' +
      encodeFrame('SUBSCRIBE', { id: 's1', destination: roomOf(m.no), receipt: 'sub' }) +
      encodeFrame('SEND', { destination: SEND, receipt: 'sent' }, body);
    const bytes = Buffer.from(text);
    for (let i = 0; i < bytes.length; i += 7) raw.socket.send(bytes.subarray(i, i + 7));
    await waitFor(() => raw.frames().some((f) => f.command === 'MESSAGE'));
    raw.send(encodeFrame('DISCONNECT', { receipt: 'bye' }));
    await raw.closed;
    expect(raw.frames().map((f) => [f.command, f.headers['receipt-id'] ?? f.headers['event-kind'] ?? ''])).toEqual([
      ['CONNECTED', ''],
      ['RECEIPT', 'sub'],
      expect.anything(),
      expect.anything(),
      ['RECEIPT', 'bye'],
    ]);
    expect(
      raw
        .frames()
        .slice(2, 4)
        .map((f) => f.command)
        .sort(),
    ).toEqual(['MESSAGE', 'RECEIPT']);
    expect(JSON.parse(raw.frames().find((f) => f.command === 'MESSAGE')!.body)).toMatchObject({ content: '한 글자씩' });
  });

  it.each([
    ['an unknown command', (token: string) => connectFrame(token) + 'HELLO\n\n\0'],
    ['a bad header escape', (token: string) => connectFrame(token) + `SEND\ndestination:${SEND}\nx:a\\tb\n\n{}\0`],
    [
      'a body over 16 KB',
      (token: string) => connectFrame(token) + `SEND\ndestination:${SEND}\n\n${'x'.repeat(17_000)}\0`,
    ],
    ['a SEND without destination', (token: string) => connectFrame(token) + 'SEND\n\n{}\0'],
    ['a frame before CONNECT', () => `SUBSCRIBE\nid:0\ndestination:${roomOf(1)}\n\n\0`],
  ])('answers %s with ERROR and closes', async (_name, frames) => {
    const { token } = await t.member();
    const raw = await rawStomp(t.url);
    raw.send(frames(token));
    await raw.closed;
    expect(raw.frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message: MSG.common.badInput } });
  });
});

const connectFrame = (token: string) => encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: token });

describe('STOMP /ws and graphql-ws', () => {
  it('carry each other’s messages', async () => {
    const m = await memberWithRoom();
    const gql = await connectWs(t.url, m.token);
    gqlClients.push(gql);
    const events = collect<{ chatEvents: { kind: string; message: { content: string; sendAdmin: boolean } | null } }>(
      gql,
      `subscription { chatEvents(chatNo: ${m.chatNo}) { kind message { content sendAdmin } } }`,
    );
    const stomp = await connect(admin.token);
    const heard = await stomp.listen(roomOf(m.no));
    await settle();

    await stomp.publish(SEND, { chatNo: m.chatNo, userNo: m.no, content: 'STOMP에서', sendAdmin: true });
    await waitFor(() => events.got.some((e) => e.data?.chatEvents.message?.content === 'STOMP에서'));

    const sent = await t.gql(
      `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { no } }`,
      { input: { chatNo: m.chatNo, content: 'GraphQL에서' } },
      m.token,
    );
    expect(sent.errors).toBeUndefined();
    await waitFor(() => heard.messages.some((msg) => JSON.parse(msg.body).content === 'GraphQL에서'));
  });
});
