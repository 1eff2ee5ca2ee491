import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

/** Resolves when a graphql-ws socket opened from now on sends a subscription naming `field`. */
function subscriptionSent(p: Page, field: string): Promise<void> {
  return new Promise((resolve) =>
    p.on('websocket', (ws) => ws.on('framesent', (f) => String(f.payload).includes(field) && resolve())),
  );
}

const log = (p: Page) => p.getByRole('log', { name: MSG.chat.log });
const composer = (p: Page) => p.getByRole('textbox', { name: MSG.chat.composerLabel });

describe('support chat journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('a member opens a chat, the admin answers live, the member ends it and the admin sees it ended', async () => {
    const { user } = await app.member({ pwd: 'pass1234!', name: '김채팅' });

    // The admin's inbox is open in a browser of its own before the member writes.
    const adminContext = await context
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, app.url);
    try {
      await logIn(admin, app, 'admin', DEMO_ADMIN_PASSWORD);
      const inboxLive = subscriptionSent(admin, 'chatRoomChanged');
      await admin.goto(`${app.url}/admin/help/chat`);
      await admin.getByRole('heading', { name: MSG.adminChat.roomsTitle }).waitFor();
      await inboxLive;

      // The member's sockets pass through a route this test can cut, as a lost connection would.
      const memberSockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/graphql$/, (ws) => {
        ws.connectToServer();
        memberSockets.push(ws);
      });

      // The member chooses a category, then writes; a blank message cannot be sent.
      await logIn(page, app, user.id!, 'pass1234!');
      await page.goto(`${app.url}/user/chat`);
      await page.getByRole('button', { name: MSG.chat.categories.DELIVERY }).click();
      await composer(page).waitFor();
      await composer(page).fill('   ');
      expect(await page.getByRole('button', { name: MSG.chat.send }).isDisabled()).toBe(true);
      await composer(page).fill('주문한 니트가 언제 도착하나요?');
      await composer(page).press('Enter');
      await expect.poll(() => log(page).textContent()).toContain('주문한 니트가 언제 도착하나요?');

      // The room appears in the admin's in-progress list without a reload, with its unread count.
      const row = admin.getByTestId('room-row').filter({ hasText: '김채팅' });
      await row.waitFor({ timeout: 5000 });
      expect(await row.textContent()).toContain(MSG.chat.categories.DELIVERY);
      expect(await row.getByTestId('room-unread').textContent()).toContain('1');
      await row.getByRole('button').first().click();
      await expect.poll(() => log(admin).textContent()).toContain('주문한 니트가 언제 도착하나요?');
      await composer(admin).fill('내일 오후에 도착할 예정입니다.');
      await composer(admin).press('Enter');
      await screenshot(admin, 'chat-admin');
      // The 'ended' toggle, second of the two, unpressed on the toggle's grey track.
      await expectNoSeriousA11yViolations(admin, '/admin/help/chat (in progress)');

      // The member sees the answer live, and that the shop has read the question.
      await expect.poll(() => log(page).textContent(), { timeout: 5000 }).toContain('내일 오후에 도착할 예정입니다.');
      await expect.poll(() => log(page).textContent()).toContain(MSG.chat.read);
      await screenshot(page, 'chat-member');

      // The connection drops; what the shop sends meanwhile arrives once the socket is back (graphql-ws retries).
      await memberSockets.at(-1)!.close({ code: 1012, reason: 'restart' });
      await composer(admin).fill('연결이 끊긴 사이에 보낸 답변입니다.');
      await composer(admin).press('Enter');
      await expect
        .poll(() => log(page).textContent(), { timeout: 15_000 })
        .toContain('연결이 끊긴 사이에 보낸 답변입니다.');
      expect(memberSockets.length).toBeGreaterThan(1);

      // The member ends the chat; it cannot be resumed, and the admin's list moves it to the ended ones.
      await page.getByRole('button', { name: MSG.chat.end }).click();
      await page.getByRole('button', { name: MSG.chat.endConfirm }).click();
      await page.getByText(MSG.chat.ended).waitFor();
      expect(await composer(page).count()).toBe(0);

      await admin.getByText(MSG.adminChat.closedNotice).waitFor({ timeout: 5000 });
      await expect.poll(() => admin.getByTestId('room-row').filter({ hasText: '김채팅' }).count()).toBe(0);
      await admin.getByRole('button', { name: MSG.adminChat.ended, exact: true }).click();
      await admin.getByTestId('room-row').filter({ hasText: '김채팅' }).waitFor();
      await expectNoSeriousA11yViolations(admin, '/admin/help/chat (ended)');

      // A reload still shows the ended conversation, read only; a new chat is one press away.
      await page.reload();
      await page.getByText(MSG.chat.ended).waitFor();
      expect(await page.getByTestId('chat-message').count()).toBeGreaterThan(0);
      expect(await composer(page).count()).toBe(0);
      await screenshot(page, 'chat-ended-after-reload');

      // The next visit starts a new room, with the category first.
      await page.getByRole('button', { name: MSG.chat.newChat }).click();
      await page.getByRole('button', { name: MSG.chat.categories.PRODUCT }).waitFor();
      expect(adminWatch.problems).toEqual([]);
    } finally {
      await adminContext.close();
    }
  });

  it('attaches a delivered order from the order history and fits a 360 px phone', async () => {
    const { user } = await app.member({ pwd: 'pass1234!' });
    const em = app.em();
    const [product] = await em
      .getConnection()
      .execute<{ no: number; name: string }[]>('select no, name from product where available and stock > 0 limit 1');
    const [order] = await em
      .getConnection()
      .execute<{ no: number }[]>(
        `insert into orders (user_no, price, state) values (?, 39000, '배송완료') returning no`,
        [user.no],
      );
    await em
      .getConnection()
      .execute('insert into order_product (order_no, product_no, quantity, price) values (?, ?, 1, 39000)', [
        order!.no,
        product!.no,
      ]);

    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, app, user.id!, 'pass1234!');
    await page.goto(`${app.url}/user/mypage/order/${order!.no}`);
    await page.getByRole('link', { name: MSG.orders.chat }).click();
    await page.getByRole('button', { name: MSG.chat.categories.OTHER }).click();
    await page.getByText(MSG.chat.attachedOrder).waitFor();
    await composer(page).fill('사이즈 교환하고 싶어요.');
    await page.getByRole('button', { name: MSG.chat.send }).click();
    const card = log(page).getByRole('link').filter({ hasText: product!.name });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/user/mypage/order/${order!.no}`);
    await expectNoSideScroll(page);
    await screenshot(page, 'chat-member-phone');
  });
});
