import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { AdvertisePage } from './components/advertise-page';
import { CouponFormPage } from './components/coupon-form-page';
import { PopupFormPage } from './components/popup-form-page';
import { addDays, koreaToday } from './coupon-schema';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import {
  IssueCouponMutation,
  PromotionTargetsQuery,
  RegisterPopupMutation,
  SendAdvertisementMutation,
} from './operations';

const m = MSG.adminPromotions;

const couponForm = (mocks: object[] = []) =>
  renderRoutes({
    path: '/admin/promotion/coupon',
    routes: [{ path: '/admin/promotion/coupon', element: <CouponFormPage /> }],
    mocks: mocks as never,
  });

describe('the coupon form (admin console §5)', () => {
  it('shows each rate rule’s message and a past expiry’s, without sending', async () => {
    const user = userEvent.setup();
    couponForm();
    const rate = screen.getByLabelText(m.couponForm.discountRate);
    await user.type(screen.getByLabelText(m.couponForm.name), '봄맞이');
    await user.click(screen.getByRole('button', { name: m.couponForm.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.couponForm.rateRequired);
    await user.type(rate, '-1');
    await user.click(screen.getByRole('button', { name: m.couponForm.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.couponForm.rateNegative);
    await user.clear(rate);
    await user.type(rate, '100');
    await user.click(screen.getByRole('button', { name: m.couponForm.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.couponForm.rateTooHigh);
    await user.clear(rate);
    await user.type(rate, '10');
    const expiry = screen.getByLabelText(m.couponForm.expiryDate);
    expect(expiry.getAttribute('min')).toBe(koreaToday());
    await user.type(expiry, addDays(koreaToday(), -1));
    await user.click(screen.getByRole('button', { name: m.couponForm.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.couponForm.expired);
  });

  it('sends an empty expiry as 7 days from today and shows the completion dialog with a link back', async () => {
    const user = userEvent.setup();
    const input = { name: '봄맞이', discountRate: 15, expiryDate: addDays(koreaToday(), 7) };
    couponForm([
      {
        request: { query: IssueCouponMutation, variables: { input } },
        result: { data: { issueCoupon: { __typename: 'Coupon', no: 9 } } },
      },
    ]);
    await user.type(screen.getByLabelText(m.couponForm.name), '봄맞이');
    await user.type(screen.getByLabelText(m.couponForm.discountRate), '15');
    await user.click(screen.getByRole('button', { name: m.couponForm.submit }));
    const done = await screen.findByRole('alertdialog', { name: m.couponForm.done });
    expect(within(done).getByRole('link', { name: m.backToList }).getAttribute('href')).toBe('/admin/promotion');
  });
});

describe('the popup form (admin console §5)', () => {
  it('shows the missing file, guide path and target in a dialog, in that order', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/promotion/popup',
      routes: [{ path: '/admin/promotion/popup', element: <PopupFormPage /> }],
    });
    const submit = screen.getByRole('button', { name: m.popupForm.submit });
    const expectDialog = async (message: string) => {
      const dialog = await screen.findByRole('alertdialog', { name: message });
      await user.click(within(dialog).getByRole('button', { name: m.ok }));
    };
    await user.click(submit);
    await expectDialog(m.popupForm.fileRequired);
    await user.upload(screen.getByLabelText(m.popupForm.image), new File(['x'], 'popup.png', { type: 'image/png' }));
    await user.click(submit);
    await expectDialog(m.popupForm.pathTypeRequired);
    await user.selectOptions(screen.getByLabelText(m.popupForm.pathType), 'product');
    await user.click(submit);
    await expectDialog(m.popupForm.targetRequired);
    expect(screen.getByRole('combobox', { name: m.target.label })).toBeTruthy();
  });
});

describe('the popup form: a typed path of the shop (the rule the server applies)', () => {
  const shopPath = '/user/shop/productlist?category=상의';

  it('registers any path of the shop, query included, and refuses one leading out with the rule’s message', async () => {
    const user = userEvent.setup();
    // The one request mocked is the right one: anything else sent would end in the form's failure message.
    renderRoutes({
      path: '/admin/promotion/popup',
      routes: [{ path: '/admin/promotion/popup', element: <PopupFormPage /> }],
      mocks: [
        {
          request: {
            query: RegisterPopupMutation,
            variables: (v: { path: string; pic: unknown }) => v.path === shopPath && v.pic instanceof File,
          },
          result: { data: { registerPopup: { __typename: 'Popup', no: 9 } } },
        },
      ] as never,
    });
    await user.upload(screen.getByLabelText(m.popupForm.image), new File(['x'], 'popup.png', { type: 'image/png' }));
    await user.selectOptions(screen.getByLabelText(m.popupForm.pathType), 'shopPath');
    const path = screen.getByLabelText(m.shopPath.label);
    const submit = screen.getByRole('button', { name: m.popupForm.submit });

    await user.type(path, 'javascript:alert(1)');
    await user.click(submit);
    const refused = await screen.findByRole('alertdialog', { name: SERVER_MSG.adminPromotion.popupPathOutside });
    await user.click(within(refused).getByRole('button', { name: m.ok }));
    await user.clear(path);
    await user.type(path, '/user/main/sub/');
    await user.click(submit);
    const noTarget = await screen.findByRole('alertdialog', { name: SERVER_MSG.adminPromotion.popupTargetRequired });
    await user.click(within(noTarget).getByRole('button', { name: m.ok }));

    await user.clear(path);
    await user.type(path, ` ${shopPath} `);
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: m.popupForm.done })).toBeTruthy();
  });
});

const targets = (type: 'PRODUCT' | 'SHOW', term: string, found: { no: number; name: string }[]) => ({
  request: { query: PromotionTargetsQuery, variables: { type, term } },
  result: { data: { promotionTargets: found.map((t) => ({ __typename: 'PromotionTarget' as const, ...t })) } },
});

describe('the advertisement form (admin console §5: no client checks)', () => {
  it('sends the content with the chosen product’s page and shows the completion dialog', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/promotion/advertise',
      routes: [{ path: '/admin/promotion/advertise', element: <AdvertisePage /> }],
      mocks: [
        targets('PRODUCT', '니트', [{ no: 7, name: '버건디 니트' }]),
        {
          request: {
            query: SendAdvertisementMutation,
            variables: { input: { content: '봄 신상 할인', path: '/user/shop/productlist/detail/7' } },
          },
          result: { data: { sendAdvertisement: true } },
        },
      ] as never,
    });
    await user.type(screen.getByLabelText(m.advertiseForm.content), '봄 신상 할인');
    await user.selectOptions(screen.getByLabelText(m.advertiseForm.pathType), 'product');
    await user.type(screen.getByRole('combobox', { name: m.target.label }), '니트');
    await user.click(await screen.findByRole('option', { name: '버건디 니트' }));
    expect(screen.getByText(m.target.chosen('버건디 니트'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.advertiseForm.submit }));
    expect(await screen.findByRole('alertdialog', { name: m.advertiseForm.done })).toBeTruthy();
  });

  it('forgets the chosen target when the guide path’s type changes', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/promotion/advertise',
      routes: [{ path: '/admin/promotion/advertise', element: <AdvertisePage /> }],
      mocks: [targets('PRODUCT', '니트', [{ no: 7, name: '버건디 니트' }])] as never,
    });
    await user.selectOptions(screen.getByLabelText(m.advertiseForm.pathType), 'product');
    await user.type(screen.getByRole('combobox', { name: m.target.label }), '니트');
    await user.click(await screen.findByRole('option', { name: '버건디 니트' }));
    await user.selectOptions(screen.getByLabelText(m.advertiseForm.pathType), 'show');
    expect(screen.queryByText(m.target.chosen('버건디 니트'))).toBeNull();
    expect(screen.getByRole('combobox', { name: m.target.label }).getAttribute('placeholder')).toBe(
      m.target.showPlaceholder,
    );
  });
});
