import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, eventsDelivered, settle, waitFor, openedClients } from '../../test/ws.js';

let t: TestApp;
let admin: { token: string; no: number };
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
  const a = await t.member({ role: Role.ADMIN });
  admin = { token: a.token, no: a.user.no };
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

const ws = async (token?: string) => {
  const client = await sockets.open(t.url, token);
  return client;
};

const OPEN = 'mutation { openChat { room { no userNo category closeChat unread } messages { no content } } }';
const CATEGORY = 'mutation ($c: Int!, $k: ChatCategory!) { setChatCategory(chatNo: $c, category: $k) { no category } }';
const SEND = `mutation ($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) { no chatNo userNo content sendAdmin order { no productName productCount state } }
}`;
const END = 'mutation ($c: Int!) { endChat(chatNo: $c) { no closeChat } }';
const READ = 'mutation ($c: Int!, $n: Int!) { markChatRead(chatNo: $c, upTo: $n) { unread memberReadNo adminReadNo } }';
const ROOMS = `query ($closed: Boolean!) {
  chatRooms(closed: $closed, page: 0, size: 20) { totalElements content { no userNo userName unread lastMessage { content } } }
}`;
const EVENTS = (chatNo?: number) =>
  `subscription { chatEvents${chatNo ? `(chatNo: ${chatNo})` : ''} { kind chatNo sendAdmin readNo message { no content sendAdmin } } }`;

type Open = { openChat: { room: { no: number; userNo: number; category: string | null; closeChat: boolean } } };
type Event = { chatEvents: { kind: string; chatNo: number; message: { content: string; sendAdmin: boolean } | null } };

/** A member with an open room whose category is chosen. */
async function memberWithRoom() {
  const m = await t.member();
  const open = await t.gql<Open>(OPEN, {}, m.token);
  const chatNo = open.data!.openChat.room.no;
  expect((await t.gql(CATEGORY, { c: chatNo, k: 'DELIVERY' }, m.token)).errors).toBeUndefined();
  // The room's own events are behind it: a subscription the test starts next does not hear them late.
  await eventsDelivered(t.app);
  return { ...m, chatNo };
}

const send = (token: string, chatNo: number, content: string, orderNo?: number) =>
  t.gql<{ sendChatMessage: { no: number; sendAdmin: boolean; order: unknown } }>(
    SEND,
    { input: { chatNo, content, orderNo } },
    token,
  );

describe('support chat over GraphQL', () => {
  it('opens one room per member, needs a category first, and refuses blank messages', async () => {
    const m = await t.member();
    const [a, b] = await Promise.all([t.gql<Open>(OPEN, {}, m.token), t.gql<Open>(OPEN, {}, m.token)]);
    expect(a.data!.openChat.room.no).toBe(b.data!.openChat.room.no);
    const chatNo = a.data!.openChat.room.no;
    expect(a.data!.openChat.room).toMatchObject({ userNo: m.user.no, category: null, closeChat: false });

    expect((await send(m.token, chatNo, '안녕하세요')).errors![0]!.message).toBe(MSG.chat.categoryFirst);
    await t.gql(CATEGORY, { c: chatNo, k: 'PRODUCT' }, m.token);
    expect((await send(m.token, chatNo, '   \n ')).errors![0]!.message).toBe(MSG.chat.blank);
    const sent = await send(m.token, chatNo, '  사이즈 문의드려요  ');
    expect(sent.data!.sendChatMessage).toMatchObject({ sendAdmin: false, order: null });
    const again = await t.gql<{ openChat: { messages: { content: string }[] } }>(OPEN, {}, m.token);
    expect(again.data!.openChat.messages.map((x) => x.content)).toEqual(['사이즈 문의드려요']);
  });

  it("keeps members out of each other's rooms and the inbox, and visitors out of all", async () => {
    const owner = await memberWithRoom();
    const other = await t.member();
    expect((await send(other.token, owner.chatNo, '몰래')).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(END, { c: owner.chatNo }, other.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(ROOMS, { closed: false }, other.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(OPEN, {})).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const q = `query { chatConversation(chatNo: ${owner.chatNo}) { room { no } } }`;
    expect((await t.gql(q, {}, other.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(q, {}, admin.token)).errors).toBeUndefined();
  });

  it("refuses subscriptions to another member's room, to the inbox for members and to visitors", async () => {
    const owner = await memberWithRoom();
    const other = await t.member();
    const spy = collect<Event>(await ws(other.token), EVENTS(owner.chatNo));
    const inbox = collect(await ws(other.token), 'subscription { chatRoomChanged { no } }');
    const visitor = collect<Event>(await ws(), EVENTS(owner.chatNo));
    await waitFor(() => [spy, inbox, visitor].every((r) => r.got.length + r.errors.length > 0));
    const codes = [spy, inbox, visitor].map(
      (r) => (r.got[0]?.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code,
    );
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'UNAUTHENTICATED']);
    // The server ends a refused subscription: nothing sent in the room afterwards can reach it.
    await waitFor(() => [spy, inbox, visitor].every((r) => r.ended));
    await send(owner.token, owner.chatNo, '비밀 문의');
    expect(spy.got.every((e) => !e.data)).toBe(true);
  });

  it('delivers messages live both ways, with read marks, typing and unread counts', async () => {
    const m = await memberWithRoom();
    const memberSide = collect<Event>(await ws(m.token), EVENTS());
    const adminSide = collect<Event>(await ws(admin.token), EVENTS(m.chatNo));
    const inbox = collect<{ chatRoomChanged: { no: number; unread: number } }>(
      await ws(admin.token),
      'subscription { chatRoomChanged { no unread } }',
    );
    await settle();

    const first = await send(m.token, m.chatNo, '배송이 언제 되나요?');
    await waitFor(() => adminSide.got.some((e) => e.data?.chatEvents.kind === 'MESSAGE'));
    await waitFor(() => inbox.got.some((e) => e.data?.chatRoomChanged.unread === 1));
    const rooms = await t.gql<{ chatRooms: { content: { no: number; unread: number; userName: string }[] } }>(
      ROOMS,
      { closed: false },
      admin.token,
    );
    expect(rooms.data!.chatRooms.content.find((r) => r.no === m.chatNo)).toMatchObject({ unread: 1 });

    const read = await t.gql(READ, { c: m.chatNo, n: first.data!.sendChatMessage.no }, admin.token);
    expect(read.data).toMatchObject({ markChatRead: { unread: 0 } });
    await t.gql(`mutation { chatTyping(chatNo: ${m.chatNo}) }`, {}, admin.token);
    const answer = await send(admin.token, m.chatNo, '내일 도착 예정입니다.');
    expect(answer.data!.sendChatMessage.sendAdmin).toBe(true);

    await waitFor(() => memberSide.got.filter((e) => e.data?.chatEvents.kind === 'MESSAGE').length === 2);
    const kinds = memberSide.got.map((e) => e.data!.chatEvents.kind);
    expect(kinds).toEqual(expect.arrayContaining(['READ', 'TYPING', 'MESSAGE']));
    expect(memberSide.got.at(-1)!.data!.chatEvents.message).toMatchObject({ content: '내일 도착 예정입니다.' });
    expect((await t.gql<{ myChatUnread: number }>('{ myChatUnread }', {}, m.token)).data!.myChatUnread).toBe(1);
  });

  it("does not tell a watcher of one room about the member's other rooms", async () => {
    const m = await memberWithRoom();
    const watcher = collect<Event>(await ws(admin.token), EVENTS(m.chatNo));
    await settle();
    await t.gql(END, { c: m.chatNo }, m.token);
    const next = await t.gql<Open>(OPEN, {}, m.token);
    await t.gql(CATEGORY, { c: next.data!.openChat.room.no, k: 'OTHER' }, m.token);
    await send(m.token, next.data!.openChat.room.no, '새 상담');
    await new Promise((r) => setTimeout(r, 300));
    expect(watcher.got.map((e) => e.data!.chatEvents.chatNo)).toEqual([m.chatNo]);
  });

  it('ends for both sides, refuses new messages, and the next visit opens a new room', async () => {
    const m = await memberWithRoom();
    const adminSide = collect<Event>(await ws(admin.token), EVENTS(m.chatNo));
    await settle();
    expect((await t.gql(END, { c: m.chatNo }, m.token)).data).toMatchObject({ endChat: { closeChat: true } });
    await waitFor(() => adminSide.got.some((e) => e.data?.chatEvents.kind === 'CLOSED'));
    expect((await send(admin.token, m.chatNo, '추가 답변')).errors![0]!.message).toBe(MSG.chat.closed);
    const next = await t.gql<Open>(OPEN, {}, m.token);
    expect(next.data!.openChat.room.no).not.toBe(m.chatNo);
    const ended = await t.gql<{ chatRooms: { content: { no: number }[] } }>(ROOMS, { closed: true }, admin.token);
    expect(ended.data!.chatRooms.content.map((r) => r.no)).toContain(m.chatNo);
  });

  it('shows the member their latest chat: the open one, else the ended one read only, creating none', async () => {
    const MINE = 'query { myChat { room { no closeChat } messages { content } } }';
    type Mine = { myChat: { room: { no: number; closeChat: boolean }; messages: { content: string }[] } | null };
    const fresh = await t.member();
    expect((await t.gql<Mine>(MINE, {}, fresh.token)).data!.myChat).toBeNull();
    expect(await t.em().count('ChatRoom', { user: fresh.user.no })).toBe(0);

    const m = await memberWithRoom();
    await send(m.token, m.chatNo, '배송이 늦어요');
    expect((await t.gql<Mine>(MINE, {}, m.token)).data!.myChat).toMatchObject({
      room: { no: m.chatNo, closeChat: false },
      messages: [{ content: '배송이 늦어요' }],
    });
    await t.gql(END, { c: m.chatNo }, m.token);
    // A reload after the end: the ended conversation, still readable, and no new room made.
    expect((await t.gql<Mine>(MINE, {}, m.token)).data!.myChat).toMatchObject({
      room: { no: m.chatNo, closeChat: true },
      messages: [{ content: '배송이 늦어요' }],
    });
    expect(await t.em().count('ChatRoom', { user: m.user.no })).toBe(1);
    // A new chat started: that one is the latest.
    const next = await t.gql<Open>(OPEN, {}, m.token);
    expect((await t.gql<Mine>(MINE, {}, m.token)).data!.myChat!.room.no).toBe(next.data!.openChat.room.no);
    expect((await t.gql(MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('catches up after a reconnect with the messages after the last one seen', async () => {
    const m = await memberWithRoom();
    const nos: number[] = [];
    for (const c of ['하나', '둘', '셋']) nos.push((await send(m.token, m.chatNo, c)).data!.sendChatMessage.no);
    const q = `query { chatMessages(chatNo: ${m.chatNo}, after: ${nos[0]}) { content } }`;
    const missed = await t.gql<{ chatMessages: { content: string }[] }>(q, {}, m.token);
    expect(missed.data!.chatMessages.map((x) => x.content)).toEqual(['둘', '셋']);
    const older = `query { chatMessages(chatNo: ${m.chatNo}, before: ${nos[2]}, size: 1) { content } }`;
    expect((await t.gql<{ chatMessages: { content: string }[] }>(older, {}, m.token)).data!.chatMessages).toEqual([
      { content: '둘' },
    ]);
  });

  it('attaches only an order of the member as a card', async () => {
    const m = await memberWithRoom();
    const other = await t.member();
    const em = t.em();
    const orderNo = await createOrder(em, m.user.no);
    const foreign = await createOrder(em, other.user.no);
    const sent = await send(m.token, m.chatNo, '교환 요청합니다', orderNo);
    expect(sent.data!.sendChatMessage.order).toMatchObject({ no: orderNo, productCount: 1, state: 'DELIVERED' });
    expect((await send(m.token, m.chatNo, '남의 주문', foreign)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await send(admin.token, m.chatNo, '카드', orderNo)).errors![0]!.message).toBe(MSG.chat.cardOnlyMember);
  });

  it('lists the inbox in a constant number of statements', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await memberWithRoom();
      await send(m.token, m.chatNo, `문의 ${i}`);
    }
    const few = await t.gql(ROOMS, { closed: false }, admin.token);
    for (let i = 0; i < 5; i++) {
      const m = await memberWithRoom();
      await send(m.token, m.chatNo, `문의 더 ${i}`, await createOrder(t.em(), m.user.no));
    }
    const more = await t.gql(ROOMS, { closed: false }, admin.token);
    expect(more.statements).toBe(few.statements);
  });
});

describe('canned replies', () => {
  it('are kept by the admin only, with unique shortcuts', async () => {
    const m = await t.member();
    const save = 'mutation ($i: CannedReplyInput!) { saveCannedReply(input: $i) { no shortcut content } }';
    const input = { shortcut: '배송', content: '주문 후 2~3일 안에 도착합니다.' };
    expect((await t.gql(save, { i: input }, m.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const saved = await t.gql<{ saveCannedReply: { no: number } }>(save, { i: input }, admin.token);
    expect(saved.errors).toBeUndefined();
    expect((await t.gql(save, { i: input }, admin.token)).errors![0]!.message).toBe(MSG.chat.shortcutTaken);
    const bad = await t.gql(save, { i: { shortcut: 'a b', content: 'x' } }, admin.token);
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const list = await t.gql<{ cannedReplies: { shortcut: string }[] }>(
      '{ cannedReplies { shortcut } }',
      {},
      admin.token,
    );
    expect(list.data!.cannedReplies.map((r) => r.shortcut)).toContain('배송');
    const del = `mutation { deleteCannedReply(no: ${saved.data!.saveCannedReply.no}) }`;
    expect((await t.gql(del, {}, admin.token)).data).toEqual({ deleteCannedReply: true });
  });
});

/** A delivered one-line order, written directly: the chat only reads orders. */
async function createOrder(em: ReturnType<TestApp['em']>, userNo: number): Promise<number> {
  const conn = em.getConnection();
  const product = await makeProduct(em, { name: '셔츠', price: 30000 });
  const [order] = await conn.execute<{ no: number }[]>(
    `insert into orders (user_no, price, state) values (?, 30000, '배송완료') returning no`,
    [userNo],
  );
  await conn.execute('insert into order_product (order_no, product_no, quantity, price) values (?, ?, 1, 30000)', [
    order!.no,
    product.no,
  ]);
  return order!.no;
}

describe('chat limits', () => {
  it('brakes a member who floods the shop, not the admin', async () => {
    const m = await memberWithRoom();
    const sent = [];
    for (let i = 0; i < 31; i++) sent.push(await send(m.token, m.chatNo, `도배 ${i}`));
    expect(sent.slice(0, 30).every((r) => !r.errors)).toBe(true);
    expect(sent[30]!.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect((await send(admin.token, m.chatNo, '확인했습니다.')).errors).toBeUndefined();
  });
});
