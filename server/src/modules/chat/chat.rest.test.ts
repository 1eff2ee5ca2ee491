import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => t.close());

type Opened = { chatNo: { no: number; userNo: number; category: string | null; closeChat: boolean }; chats: unknown[] };

describe('support chat shims (§7)', () => {
  it('opens or finds the caller’s room, sets its category and ends it', async () => {
    const m = await t.member();
    const first = await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: m.token });
    expect(first.status).toBe(200);
    const { chatNo, chats } = first.body as Opened;
    expect(chatNo).toMatchObject({ userNo: m.user.no, category: null, closeChat: false });
    expect(chats).toEqual([]);
    expect(((await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: m.token })).body as Opened).chatNo.no).toBe(
      chatNo.no,
    );

    const korean = encodeURIComponent('배송문의');
    const set = await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}/${korean}`, { token: m.token });
    expect(set).toMatchObject({ status: 200, body: { result: true } });
    expect((await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}/OTHER`, { token: m.token })).status).toBe(
      200,
    );
    expect((await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}/환불문의`, { token: m.token })).status).toBe(
      400,
    );

    const end = await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}`, { token: m.token });
    expect(end).toMatchObject({ status: 200, body: { result: true } });
    const next = (await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: m.token })).body as Opened;
    expect(next.chatNo.no).not.toBe(chatNo.no);
  });

  it('answers 401 to visitors and 403 for another member’s number or room', async () => {
    const m = await t.member();
    const other = await t.member();
    const { chatNo } = (await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: m.token })).body as Opened;
    expect((await t.rest('GET', `/api/chat/user/${m.user.no}`)).status).toBe(401);
    expect((await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}`, { token: other.token })).status).toBe(403);
    // The caller's own number with someone else's room is refused too.
    expect((await t.rest('PUT', `/api/chat/user/${other.user.no}/${chatNo.no}`, { token: other.token })).status).toBe(
      403,
    );
    expect(
      (await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}/PRODUCT`, { token: other.token })).status,
    ).toBe(403);
    expect((await t.rest('GET', '/api/chat/admin', { token: m.token })).status).toBe(403);
    expect((await t.rest('GET', `/api/chat/admin/${chatNo.no}`, { token: m.token })).status).toBe(403);
    expect((await t.rest('GET', '/api/chat/user/abc', { token: m.token })).status).toBe(400);
    expect((await t.rest('GET', '/api/chat/admin?closed=maybe', { token: admin })).status).toBe(400);
  });

  it('gives the admin the room list and a room’s messages', async () => {
    const m = await t.member();
    const { chatNo } = (await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: m.token })).body as Opened;
    await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}/PRODUCT`, { token: m.token });
    await t.gql(
      'mutation ($i: SendChatMessageInput!) { sendChatMessage(input: $i) { no } }',
      { i: { chatNo: chatNo.no, content: '재입고 예정이 있나요?' } },
      m.token,
    );
    const rooms = await t.rest('GET', '/api/chat/admin', { token: admin });
    expect(rooms.status).toBe(200);
    expect(rooms.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          no: chatNo.no,
          userNo: m.user.no,
          category: '상품문의',
          closeChat: false,
          unread: 1,
        }),
      ]),
    );
    const open = await t.rest('GET', '/api/chat/admin?closed=false&size=5', { token: admin });
    expect((open.body as { no: number }[]).every((r) => typeof r.no === 'number')).toBe(true);
    const messages = await t.rest('GET', `/api/chat/admin/${chatNo.no}`, { token: admin });
    expect(messages.body).toEqual([
      expect.objectContaining({
        chatNo: chatNo.no,
        userNo: m.user.no,
        content: '재입고 예정이 있나요?',
        sendAdmin: false,
      }),
    ]);
    // The admin may open (and end) a member's room through the member's path.
    expect((await t.rest('GET', `/api/chat/user/${m.user.no}`, { token: admin })).status).toBe(200);
    expect((await t.rest('PUT', `/api/chat/user/${m.user.no}/${chatNo.no}`, { token: admin })).status).toBe(200);
  });
});
