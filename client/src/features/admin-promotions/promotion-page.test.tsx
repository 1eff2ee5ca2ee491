import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { PromotionPage } from './components/promotion-page';
import {
  AdminCouponsQuery,
  AdminPopupsQuery,
  COUPON_PAGE_SIZE,
  POPUP_PAGE_SIZE,
  SetPopupShownMutation,
} from './operations';

const m = MSG.adminPromotions;
const coupon = (no: number, expiryDate: string) => ({
  __typename: 'Coupon',
  no,
  name: `쿠폰 ${no}`,
  discountRate: 10,
  expiryDate,
});
const coupons = (activeOnly: boolean, content: object[]) => ({
  request: { query: AdminCouponsQuery, variables: { page: 0, size: COUPON_PAGE_SIZE, activeOnly } },
  result: { data: { adminCoupons: { __typename: 'CouponPage', number: 0, totalPages: 1, content } } },
});
const popups = (isShow: boolean) => ({
  request: { query: AdminPopupsQuery, variables: { page: 0, size: POPUP_PAGE_SIZE } },
  result: {
    data: {
      adminPopups: {
        __typename: 'PopupPage',
        number: 0,
        totalPages: 1,
        content: [{ __typename: 'Popup', no: 4, pic: '/uploads/popup/4.png', path: '/user/shop/productlist', isShow }],
      },
    },
  },
});

describe('promotion management (admin console §2)', () => {
  it('lists coupons as until {date} or none, and switches to unexpired ones', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/promotion',
      routes: [{ path: '/admin/promotion', element: <PromotionPage /> }],
      mocks: [
        coupons(false, [coupon(2, '2999-01-01'), coupon(1, '')]),
        coupons(true, [coupon(2, '2999-01-01')]),
        popups(true),
      ] as never,
    });
    const table = await screen.findByRole('table', { name: m.coupons.caption });
    expect(within(table).getByText(m.coupons.until('2999-01-01'))).toBeTruthy();
    expect(within(table).getByText(m.coupons.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.coupons.issue }).getAttribute('href')).toBe('/admin/promotion/coupon');
    await user.click(screen.getByLabelText(m.coupons.excludeExpired));
    await screen.findByText('쿠폰 2');
    expect(screen.queryByText('쿠폰 1')).toBeNull();
  });

  it('hides a popup only after the confirm dialog', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/promotion',
      routes: [{ path: '/admin/promotion', element: <PromotionPage /> }],
      mocks: [
        coupons(false, []),
        popups(true),
        {
          request: { query: SetPopupShownMutation, variables: { no: 4, isShow: false } },
          result: { data: { setPopupShown: { __typename: 'Popup', no: 4, isShow: false } } },
        },
        popups(false),
      ] as never,
    });
    const select = await screen.findByLabelText(m.popups.visibilityOf(4));
    expect(screen.getByRole('link', { name: m.popups.open('/user/shop/productlist') }).getAttribute('href')).toBe(
      '/user/shop/productlist',
    );
    await user.selectOptions(select, 'hide');
    const dialog = await screen.findByRole('alertdialog', { name: m.popups.confirmHide });
    await user.click(within(dialog).getByRole('button', { name: m.ok }));
    await screen.findByDisplayValue(m.popups.hidden);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
