import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from './common/enums.js';
import { startTestApp, type TestApp } from './test/harness.js';
import { gqlUpload, PNG } from './test/posts.js';
import { startS3, type LocalS3 } from './test/s3.js';
import { collect, settle, waitFor, openedClients } from './test/ws.js';

/**
 * Two server processes' worth of the app on one database and one bucket, as behind a load balancer: what one
 * instance stores or announces, the other serves and delivers.
 */
let s3: LocalS3;
let a: TestApp;
let b: TestApp;
const sockets = openedClients();

beforeAll(async () => {
  s3 = await startS3();
  // Both instances sign and check tokens with one secret, as a deployment's instances share their settings.
  const env = { ...s3.env, JWT_SECRET: randomBytes(32).toString('hex') };
  a = await startTestApp(env);
  b = await startTestApp(env, 0, a.database);
});
afterAll(async () => {
  await sockets.closeAll();
  await b?.close();
  await a?.close();
  await s3?.stop();
});

const ws = async (instance: TestApp, token: string) => {
  const client = await sockets.open(instance.url, token);
  return client;
};

describe('two instances on one database', () => {
  it('chat live between a member on one instance and the admin on the other', async () => {
    const member = await a.member();
    const admin = await a.member({ role: Role.ADMIN });
    const open = await a.gql<{ openChat: { room: { no: number } } }>(
      'mutation { openChat { room { no } } }',
      {},
      member.token,
    );
    const chatNo = open.data!.openChat.room.no;
    await a.gql(`mutation { setChatCategory(chatNo: ${chatNo}, category: PRODUCT) { no } }`, {}, member.token);

    type Ev = { chatEvents: { kind: string; message: { content: string; sendAdmin: boolean } | null } };
    const query = `subscription { chatEvents(chatNo: ${chatNo}) { kind message { content sendAdmin } } }`;
    const memberSide = collect<Ev>(await ws(a, member.token), query);
    const adminSide = collect<Ev>(await ws(b, admin.token), query);
    const inbox = collect<{ chatRoomChanged: { no: number } }>(
      await ws(b, admin.token),
      'subscription { chatRoomChanged { no } }',
    );
    await settle();

    const send = (t: TestApp, token: string, content: string) =>
      t.gql(
        'mutation ($i: SendChatMessageInput!) { sendChatMessage(input: $i) { no } }',
        { i: { chatNo, content } },
        token,
      );
    await send(a, member.token, '사이즈 교환 가능한가요?');
    await waitFor(() => adminSide.got.some((e) => e.data?.chatEvents.message?.content === '사이즈 교환 가능한가요?'));
    await waitFor(() => inbox.got.some((e) => e.data?.chatRoomChanged.no === chatNo));
    await send(b, admin.token, '네, 가능합니다.');
    await waitFor(() => memberSide.got.some((e) => e.data?.chatEvents.message?.content === '네, 가능합니다.'));
    expect(memberSide.got.find((e) => e.data?.chatEvents.message?.sendAdmin)).toBeDefined();
  });

  it('delivers an alert created on one instance to the member connected to the other', async () => {
    const member = await a.member();
    const admin = await a.member({ role: Role.ADMIN });
    const alerts = collect<{ alertReceived: { content: string } }>(
      await ws(b, member.token),
      'subscription { alertReceived { content } }',
    );
    await settle();
    const sent = await a.gql(
      'mutation ($i: SendAlertInput!) { sendAlert(input: $i) { no } }',
      {
        i: { userNo: member.user.no, category: 'ORDER', content: '주문이 접수되었습니다.', path: '/user/mypage/order' },
      },
      admin.token,
    );
    expect(sent.errors).toBeUndefined();
    await waitFor(() => alerts.got.some((e) => e.data?.alertReceived.content === '주문이 접수되었습니다.'));
  });

  it('serves a file uploaded through one instance from the other, and deletes it for both', async () => {
    const { token } = await a.member();
    const res = await gqlUpload<{ updateMyProfile: { pic: string } }>(
      a,
      token,
      'mutation ($image: Upload) { updateMyProfile(input: {}, image: $image) { pic } }',
      {},
      PNG,
    );
    const pic = res.data!.updateMyProfile.pic;
    const served = await fetch(`${b.url}${pic}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    await b.app.services.storage.delete(pic);
    expect((await fetch(`${a.url}${pic}`)).status).toBe(404);
  });
});
