import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { discountedPrice } from '@scene-shop/domain/money';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney } from './browser.js';
import { apiLogIn, type ApiMember, gqlAs, logIn, productsInStock, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;

const mypageMenu = (p: Page) => p.getByRole('navigation', { name: MSG.mypage.menu });

/** A new own-id member with an address and nothing else: orders, reviews and scraps are made by the test. */
async function freshMember(pwd = 'pass1234!') {
  const { user, token } = await app.member({ pwd });
  return { id: user.id!, email: user.email!, pwd, api: { no: user.no, token } as ApiMember };
}

interface Line {
  no: number;
  orderNo: number;
  reviewable: boolean;
  product: { no: number; name: string };
}

/** A delivered line of member1's that can still be reviewed, and the history page it is on. */
async function reviewableLine(member: ApiMember): Promise<{ line: Line; page: number }> {
  for (let p = 0; p < 10; p++) {
    const data = await gqlAs<{ myOrders: { totalPages: number; content: { no: number; lines: Line[] }[] } }>(
      app,
      member,
      'query($p: Int!) { myOrders(page: $p, size: 5) { totalPages content { no lines { no reviewable product { no name } } } } }',
      { p },
    );
    const line = data.myOrders.content
      .flatMap((o) => o.lines.map((l) => ({ ...l, orderNo: o.no })))
      .find((l) => l.reviewable);
    if (line) return { line, page: p + 1 };
    if (p + 1 >= data.myOrders.totalPages) break;
  }
  throw new Error('member1 has no reviewable order line in the demo data');
}

describe('my-page journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('writes a review with a picture for a delivered line, sees it on the product, edits and deletes it', async () => {
    const member1 = (await apiLogIn(app, 'member1', DEMO_MEMBER_PASSWORD))!;
    const { line, page: historyPage } = await reviewableLine(member1);
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}/user/mypage/order${historyPage > 1 ? `?page=${historyPage}` : ''}`);
    const writePath = paths.reviewWrite(line.no, line.orderNo);
    await page.locator(`a[href="${writePath}"]`).click();
    await page.waitForURL(`${app.url}${writePath}`);
    // The product comes from the URL and the server: a reload still shows it.
    await page.reload();
    await page.getByText(line.product.name).first().waitFor();

    const contents = '색감이 화면이랑 똑같아요';
    await page.getByLabel(MSG.reviews.contents).fill(contents);
    // The stars are drawn labels around visually hidden radio buttons: click the fourth star.
    await page.getByLabel(MSG.reviews.scoreOption(4)).locator('..').click();
    expect(await page.getByLabel(MSG.reviews.scoreOption(4)).isChecked()).toBe(true);
    await page.getByLabel(MSG.reviews.image).setInputFiles(tinyPngFile());
    await page.getByRole('img', { name: MSG.reviews.imagePreview }).waitFor();
    expect(await page.getByTestId('review-counter').textContent()).toBe(MSG.reviews.counter(contents.length));
    await screenshot(page, 'review-write');
    await page.getByRole('button', { name: MSG.reviews.submit }).click();

    await page.waitForURL(`${app.url}/user/mypage/review`);
    const mine = page.getByTestId('my-review').first();
    await mine.getByText(contents).waitFor();
    expect(await mine.getByText(line.product.name).count()).toBe(1);
    expect(await mine.locator('img').getAttribute('src')).toMatch(/^\/uploads\/review\//);
    await screenshot(page, 'my-reviews');

    // The product's reviews (newest first) now start with it, picture and all.
    const reviews = await app.gql<{
      productReviews: { content: { contents: string; score: number; pic: string | null }[] };
    }>('query($p: Int!) { productReviews(productNo: $p, page: 0, size: 3) { content { contents score pic } } }', {
      p: line.product.no,
    });
    expect(reviews.data!.productReviews.content[0]).toMatchObject({
      contents,
      score: 4,
      pic: expect.stringMatching(/^\/uploads\//),
    });
    await page.goto(`${app.url}/user/shop/productlist/detail/${line.product.no}`);
    await page.getByText(contents).first().waitFor();
    await screenshot(page, 'product-with-new-review');

    await page.goto(`${app.url}/user/mypage/review`);
    await page.getByTestId('my-review').first().getByRole('link', { name: MSG.reviews.edit }).click();
    await page.waitForURL(/\/user\/mypage\/review\/edit\/\d+$/);
    expect(await page.getByLabel(MSG.reviews.contents).inputValue()).toBe(contents);
    await page.getByLabel(MSG.reviews.contents).fill('다시 봐도 마음에 들어요');
    await page.getByRole('button', { name: MSG.reviews.save }).click();
    await page.waitForURL(`${app.url}/user/mypage/review`);
    await page.getByTestId('my-review').first().getByText('다시 봐도 마음에 들어요').waitFor();

    await page.getByTestId('my-review').first().getByRole('button', { name: MSG.reviews.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: MSG.reviews.deleteTitle });
    await confirm.waitFor();
    await screenshot(page, 'review-delete-confirm');
    await confirm.getByRole('button', { name: MSG.reviews.delete }).click();
    await expect.poll(() => page.getByText('다시 봐도 마음에 들어요').count()).toBe(0);
  });

  it('shows scraps with links to their shows and cancels them, then the empty text', async () => {
    const member = await freshMember();
    const shows = await app.gql<{ shows: { content: { no: number; characters: { no: number; name: string }[] }[] } }>(
      '{ shows(page: 0, size: 2) { content { no characters { no name } } } }',
    );
    const [first, second] = shows.data!.shows.content;
    for (const c of [first!.characters[0]!, second!.characters[0]!]) {
      await gqlAs(app, member.api, 'mutation($c: Int!) { scrapCharacter(characterNo: $c) { scrapped } }', { c: c.no });
    }
    await logIn(page, app, member.id, member.pwd);
    await page.goto(`${app.url}/user/mypage/scrap`);
    await expect.poll(() => page.getByTestId('scrap').count()).toBe(2);
    expect(await page.getByTestId('scrap').first().locator('a').getAttribute('href')).toBe(
      `/user/main/sub/${second!.no}`,
    );
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'scraps');
    for (const c of [second!.characters[0]!, first!.characters[0]!]) {
      await page.getByRole('button', { name: MSG.scraps.cancelOf(c.name) }).click();
      await expect.poll(() => page.getByRole('button', { name: MSG.scraps.cancelOf(c.name) }).count()).toBe(0);
    }
    await page.getByText(MSG.scraps.empty).waitFor();

    // The other my-page lists of a member who has done nothing yet say so with the spec's texts.
    for (const [to, text] of [
      [MSG.mypage.reviews, MSG.reviews.empty],
      [MSG.mypage.orders, MSG.orders.empty],
      [MSG.mypage.coupons, MSG.coupons.empty],
    ] as const) {
      await mypageMenu(page).getByRole('link', { name: to }).click();
      await page.getByText(text).waitFor();
    }
  });

  it('lists notices 10 per page with their dates and opens one', async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}/user/mypage/notice`);
    await expect.poll(() => page.getByTestId('notice-row').count()).toBe(10);
    const first = page.getByTestId('notice-row').first();
    expect(await first.locator('span').last().textContent()).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
    await screenshot(page, 'notices');
    const title = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/user\/mypage\/notice\/\d+$/);
    // The address changes before the lazily loaded detail replaces the list's heading.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await screenshot(page, 'notice-detail');
  });

  it('edits the profile: a wrong current password is refused, a right one saves and the new password works', async () => {
    const member = await freshMember();
    await logIn(page, app, member.id, member.pwd);
    await page.goto(`${app.url}/user/mypage/update/${member.api.no + 1}`); // another member's number
    await page.waitForURL(`${app.url}/user/mypage/update/${member.api.no}`);
    expect(await page.getByLabel(MSG.account.email).inputValue()).toBe(member.email);
    await screenshot(page, 'profile-edit');

    await page.getByLabel(MSG.account.tel).fill('010-5555-6666');
    await page.getByLabel(MSG.account.addressDetail).fill('202호');
    await page.getByLabel(MSG.account.currentPassword).fill('wrong1234!');
    await page.getByLabel(MSG.account.newPassword, { exact: true }).fill('newpass12!');
    await page.getByLabel(MSG.account.newPasswordConfirm).fill('newpass12!');
    await page.getByRole('button', { name: MSG.account.save }).click();
    await page.getByText(MSG.account.currentPasswordWrong).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page picture with the sticky header on top
    await screenshot(page, 'profile-edit-wrong-password');

    await page.getByLabel(MSG.account.currentPassword).fill(member.pwd);
    await page.getByRole('button', { name: MSG.account.save }).click();
    const saved = page.getByRole('alertdialog', { name: MSG.account.updated });
    await saved.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-edit-saved');
    await saved.getByRole('button', { name: MSG.mypage.confirm }).click();
    await page.waitForURL(`${app.url}/user/main`);

    expect(await apiLogIn(app, member.id, member.pwd)).toBeNull();
    const again = (await apiLogIn(app, member.id, 'newpass12!'))!;
    const me = await gqlAs<{ me: { tel: string; address: string } }>(app, again, '{ me { tel address } }');
    expect(me.me).toEqual({ tel: '010-5555-6666', address: '서울특별시 강남구 테헤란로 1 101호 202호' });
  });

  it('blocks withdrawal while an order is open, then withdraws after the cancellation', async () => {
    const member = await freshMember();
    const [product] = await productsInStock(app, 1);
    const unit = discountedPrice(product!.price, product!.discountRate);
    const placed = await gqlAs<{ placeOrder: { no: number } }>(
      app,
      member.api,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }',
      {
        input: {
          totalAmount: unit,
          couponNo: null,
          items: [{ productNo: product!.no, quantity: 1, resultPrice: unit }],
        },
      },
    );
    await logIn(page, app, member.id, member.pwd);
    const withdrawPage = `${app.url}/user/mypage/delete/${member.api.no}`;
    const submit = async (email: string) => {
      await page.getByLabel(MSG.withdraw.email).fill(email);
      await page.getByRole('button', { name: MSG.withdraw.submit }).click();
    };

    await page.goto(withdrawPage);
    await submit('someone-else@example.com');
    await page.getByText(MSG.withdraw.emailMismatch).waitFor();
    await submit(member.email);
    await page.getByText(MSG.withdraw.blocked).waitFor();
    await screenshot(page, 'withdrawal-blocked');

    await page.goto(`${app.url}/user/mypage/order`);
    const card = page.getByRole('article', { name: MSG.orders.orderNo(placed.placeOrder.no) });
    await card.getByRole('button', { name: MSG.orders.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: MSG.orders.cancelConfirm }).click();
    await page.getByRole('alertdialog', { name: MSG.orders.cancelled }).getByRole('button').click();
    await card.getByText(MSG.orders.state.CANCELLED).waitFor();

    await page.goto(withdrawPage);
    await submit(member.email);
    const confirm = page.getByRole('alertdialog', { name: MSG.withdraw.confirmTitle });
    await confirm.getByText(MSG.withdraw.confirmBody).waitFor();
    await screenshot(page, 'withdrawal');
    await confirm.getByRole('button', { name: MSG.withdraw.confirm }).click();
    await page.waitForURL(`${app.url}/user/success/delete`);
    await page.getByRole('heading', { name: MSG.withdraw.doneTitle }).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
    await screenshot(page, 'withdrawal-done');

    await page.goto(`${app.url}/user/auth/login`);
    await page.getByLabel(MSG.auth.id).fill(member.id);
    await page.getByLabel(MSG.auth.pwd).fill(member.pwd);
    await page.getByRole('button', { name: MSG.auth.submit }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.auth.loginFailed);
  });
});
