import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { formatRelativeTime } from '../../lib/relative-time';
import { MSG } from '../../lib/messages';
import {
  alert,
  alertsPage,
  items,
  openPopup,
  pagerStatus as status,
  renderBell,
  unreadAnswer,
} from './test/render-bell';

describe('alert popup', () => {
  it('shows each alert’s category, content and age, and marks the unread ones', async () => {
    const date = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const read = alert(2, { category: 'PROMOTION', content: '봄 세일 30%', isRead: true, date });
    renderBell([unreadAnswer(true), alertsPage([alert(5), read])]);
    await openPopup();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(first!.dataset.read).toBe('false');
    expect(within(first!).getByText(MSG.alert.unread)).toBeTruthy();
    expect(within(first!).getByText(MSG.alert.categories.ORDER)).toBeTruthy();
    expect(within(first!).getByText(MSG.time.minutesAgo(5))).toBeTruthy();
    expect(second!.dataset.read).toBe('true');
    expect(within(second!).queryByText(MSG.alert.unread)).toBeNull();
    expect(second!.textContent).toContain(MSG.alert.categories.PROMOTION);
    expect(second!.textContent).toContain('봄 세일 30%');
    expect(second!.textContent).toContain(formatRelativeTime(date));
  });

  describe('in the chosen language', () => {
    afterEach(() => chooseLanguage('ko'));

    it('shows an alert the shop wrote by its key in English, and the admin’s own words as written', async () => {
      await chooseLanguage('en');
      const keyed = alert(12, { messageKey: 'order.placedAlert', messageArgs: [12] });
      const own = alert(3, { category: 'PROMOTION', content: '관리자의 안내' });
      renderBell([unreadAnswer(true), alertsPage([keyed, own])]);
      await openPopup();
      await waitFor(() => expect(items()).toHaveLength(2));
      const [first, second] = items();
      expect(first!.textContent).toContain('Your order (12) has been received.');
      expect(first!.textContent).not.toContain(keyed.content);
      const remove = MSG.alert.deleteOf('Your order (12) has been received.');
      expect(within(first!).getByRole('button', { name: remove })).toBeTruthy();
      expect(second!.textContent).toContain('관리자의 안내');
    });
  });

  it('asks the server for the chosen category’s first page', async () => {
    renderBell([
      unreadAnswer(true),
      alertsPage([alert(1)], { totalPages: 2 }),
      alertsPage([alert(1)], { category: 'ORDER' }),
      alertsPage([alert(7, { category: 'COMMUNITY', content: '댓글이 달렸습니다.' })], { category: 'COMMUNITY' }),
      alertsPage([], { category: 'PROMOTION' }),
    ]);
    const { user, dialog } = await openPopup();
    const tab = (name: string) => within(dialog).getByRole('tab', { name });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['전체', '주문', '커뮤니티', '프로모션']);
    await waitFor(() => expect(status()).toBe('1 / 2'));

    await user.click(tab(MSG.alert.categories.COMMUNITY));
    expect(tab(MSG.alert.categories.COMMUNITY).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('댓글이 달렸습니다.')).toBeTruthy();
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      tab(MSG.alert.categories.COMMUNITY).id,
    );

    // Arrow keys move between tabs too.
    await user.keyboard('{ArrowRight}');
    expect(tab(MSG.alert.categories.PROMOTION).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText(MSG.alert.empty)).toBeTruthy();
    await user.click(tab(MSG.alert.categories.ORDER));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(status()).toBe('1 / 1');
  });

  it('pages through the alerts four at a time', async () => {
    const first = [1, 2, 3, 4].map((no) => alert(10 - no));
    renderBell([
      unreadAnswer(true),
      alertsPage(first, { totalPages: 2 }),
      alertsPage([alert(1)], { page: 1, totalPages: 2 }),
    ]);
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(status()).toBe(MSG.alert.pageStatus(1, 2));
    expect(within(dialog).getByRole('button', { name: /이전/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(status()).toBe('2 / 2');
    expect(within(dialog).getByRole('button', { name: /다음/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when there are no alerts', async () => {
    renderBell([unreadAnswer(true), alertsPage([], { totalPages: 0 })]);
    const { dialog } = await openPopup();
    expect(await within(dialog).findByText('알림 내역이 없습니다.')).toBeTruthy();
    expect(MSG.alert.empty).toBe('알림 내역이 없습니다.');
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });
});
