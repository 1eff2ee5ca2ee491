import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberRoutes } from '../../app/routes/auth/member-routes';
import { msg } from '@scene-shop/domain/keys';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { serverText } from '../../lib/i18n/server-text';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { landing, renderRoutes } from '../../test/render';
import { LoginGuardQuery } from '../auth/operations';
import type { CartItem } from '../../lib/cart-lines';
import { cartKey, readCart } from '../../lib/cart-storage';
import { CartStockQuery } from '../cart/components/cart-check';
import { ConfirmPaymentMutation, FailPaymentMutation, OrderPageQuery, PlaceOrderMutation } from './operations';
import { readPendingOrder, savePendingOrder } from './pending-order';

const USER = 7;
const routes = [{ path: '/user', children: memberRoutes }, landing('/user/main'), landing('/user/auth/login')];
const guard = { request: { query: LoginGuardQuery }, result: { data: { me: { __typename: 'User', no: USER } } } };

// 19,900원 at 15% off is 16,915원; three of them 50,745원. A 15% coupon takes 7,611.75 → 7,612원 off.
const shirt: CartItem = {
  product: { no: 11, name: '린넨 셔츠', pic: null, price: 19900, discountRate: 15, stock: 9, available: true },
  quantity: 3,
};
const cap: CartItem = {
  product: { no: 12, name: '볼캡', pic: null, price: 15000, discountRate: 0, stock: 9, available: true },
  quantity: 1,
};

const coupon = (no: number, couponNo: number, name: string, discountRate: number) => ({
  __typename: 'CouponUser',
  no,
  coupon: { __typename: 'Coupon', no: couponNo, name, discountRate, expiryDate: '2099-12-31' },
});
const orderPage = {
  request: { query: OrderPageQuery },
  result: {
    data: {
      me: {
        __typename: 'User',
        no: USER,
        name: '김회원',
        tel: '010-1111-2222',
        zipcode: '06236',
        address: '서울 강남구 1',
      },
      usableCoupons: [coupon(31, 8, '시즌 오프 쿠폰', 15), coupon(32, 9, '생일 쿠폰', 10)],
      paymentSettings: { __typename: 'PaymentSettings', demo: true },
    },
  },
};
const placeRequest = {
  query: PlaceOrderMutation,
  variables: {
    input: { totalAmount: 43133, couponNo: 8, items: [{ productNo: 11, quantity: 3, resultPrice: 50745 }] },
  },
};

function start(mocks: object[]) {
  saveSession('tok', USER, 'USER');
  window.localStorage.setItem(cartKey(USER), JSON.stringify([shirt, cap]));
  savePendingOrder(USER, [shirt]);
  return renderRoutes({ path: '/user/shop/order/detail', routes, mocks: [guard, orderPage, ...mocks] as never });
}

async function chooseCouponAndPay() {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText(MSG.order.coupon), '31');
  expect(screen.getByTestId('order-products-total').textContent).toBe('50,745원');
  expect(screen.getByTestId('order-discount').textContent).toBe('-7,612원');
  expect(screen.getByTestId('order-pay').textContent).toBe('43,133원');
  await user.click(screen.getByRole('button', { name: MSG.order.pay }));
  return user;
}

describe('order page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the profile address, the items and the total; a coupon takes its percentage off', async () => {
    start([]);
    expect(await screen.findByText('(06236) 서울 강남구 1')).toBeTruthy();
    expect(screen.getByText('린넨 셔츠')).toBeTruthy();
    expect(screen.getByTestId('order-pay').textContent).toBe('50,745원');
    expect(screen.queryByTestId('order-discount')).toBeNull(); // no coupon, no '-0원' line
    // Demo mode (no payment keys on the server) says plainly that nothing is charged.
    expect(screen.getByTestId('payment-demo').textContent).toBe('데모 결제 (실제 결제되지 않음)');
    expect(
      screen.getByRole('option', { name: MSG.order.couponOption('생일 쿠폰', 10, '2099년 12월 31일') }),
    ).toBeTruthy();
  });

  it('places the order with the server amounts, empties those items from the cart and shows the purchase page', async () => {
    const placed = {
      request: placeRequest,
      result: {
        data: {
          placeOrder: {
            __typename: 'Order',
            no: 501,
            state: 'RECEIVED',
            price: 43133,
            discount: 7612,
            awaitingPayment: false,
          },
        },
      },
    };
    const { router } = start([placed]);
    await chooseCouponAndPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/shop/purchase'));
    expect(await screen.findByRole('heading', { name: MSG.order.doneTitle })).toBeTruthy();
    expect(screen.getByText(MSG.order.orderNo(501))).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.order.goOrders }).getAttribute('href')).toBe('/user/mypage/order');
    expect(readCart(USER).map((i) => i.product.no)).toEqual([12]);
    expect(readPendingOrder(USER)).toBeNull();
  });

  it("shows the server's refusal and offers the way back to the cart", async () => {
    const refusal = '결제 금액이 변경되었습니다. 장바구니를 다시 확인해 주세요.'; // the server's text
    const refused = {
      request: placeRequest,
      result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
    };
    const stock = {
      request: { query: CartStockQuery, variables: { productNos: [11, 12] } },
      result: { data: { cartStock: [] } },
    };
    const { router } = start([refused, stock]);
    const user = await chooseCouponAndPay();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MSG.order.failedTitle);
    expect(dialog.textContent).toContain(refusal);
    expect(readCart(USER)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: MSG.order.backToCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/shop/cart'));
    expect(readPendingOrder(USER)).toBeNull();
  });

  it("shows the server's refusal in the chosen language, by its key and arguments", async () => {
    try {
      const refused = {
        request: placeRequest,
        result: {
          errors: [
            new GraphQLError('린넨 셔츠의 재고가 부족합니다. (남은 수량 1개)', {
              extensions: { code: 'CONFLICT', key: 'order.stockShort', args: ['린넨 셔츠', 1] },
            }),
          ],
        },
      };
      start([refused]);
      const user = userEvent.setup();
      await user.selectOptions(await screen.findByLabelText(MSG.order.coupon), '31');
      const pay = screen.getByRole('button', { name: MSG.order.pay });
      await chooseLanguage('en');
      await user.click(pay);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(serverText(msg('order.stockShort', '린넨 셔츠', 1))!);
      expect(dialog.textContent).not.toContain('재고가 부족합니다');
    } finally {
      await chooseLanguage('ko');
    }
  });

  it('says there is nothing to order without a pending order', async () => {
    saveSession('tok', USER, 'USER');
    renderRoutes({ path: '/user/shop/order/detail', routes, mocks: [guard] });
    expect(await screen.findByText(MSG.order.nothingToOrder)).toBeTruthy();
  });

  it('does not announce an order when the purchase page is opened directly', async () => {
    saveSession('tok', USER, 'USER');
    const { router } = renderRoutes({ path: '/user/shop/purchase', routes, mocks: [guard] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/mypage/order'));
    expect(screen.queryByRole('heading', { name: MSG.order.doneTitle })).toBeNull();
  });

  it("confirms the payment window's success, then empties the paid items from the cart", async () => {
    saveSession('tok', USER, 'USER');
    window.localStorage.setItem(cartKey(USER), JSON.stringify([shirt, cap]));
    savePendingOrder(USER, [shirt]);
    const input = { paymentKey: 'tgen_abc', orderId: 'order-501-xyz', amount: 43133 };
    const confirmed = {
      request: { query: ConfirmPaymentMutation, variables: { input } },
      result: {
        data: {
          confirmPayment: {
            __typename: 'Order',
            no: 501,
            state: 'RECEIVED',
            awaitingPayment: false,
            lines: [{ __typename: 'OrderProduct', no: 1, product: { __typename: 'Product', no: 11 } }],
          },
        },
      },
    };
    const { router } = renderRoutes({
      path: `/user/shop/payment/success?paymentKey=tgen_abc&orderId=order-501-xyz&amount=43133`,
      routes,
      mocks: [guard, confirmed] as never,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/shop/purchase'));
    expect(screen.getByText(MSG.order.orderNo(501))).toBeTruthy();
    expect(readCart(USER).map((i) => i.product.no)).toEqual([12]);
    expect(readPendingOrder(USER)).toBeNull();
  });

  it('releases the order when the window failed, keeping the cart', async () => {
    saveSession('tok', USER, 'USER');
    window.localStorage.setItem(cartKey(USER), JSON.stringify([shirt, cap]));
    const failed = {
      request: {
        query: FailPaymentMutation,
        variables: { input: { orderId: 'order-501-xyz', code: 'PAY_PROCESS_CANCELED', message: '취소됨' } },
      },
      result: { data: { failPayment: { __typename: 'Order', no: 501, state: 'CANCELLED' } } },
    };
    renderRoutes({
      path: `/user/shop/payment/fail?code=PAY_PROCESS_CANCELED&message=${encodeURIComponent('취소됨')}&orderId=order-501-xyz`,
      routes,
      mocks: [guard, failed] as never,
    });
    expect(await screen.findByRole('heading', { name: MSG.payment.failedTitle })).toBeTruthy();
    expect(screen.getByText(MSG.payment.reason('취소됨'))).toBeTruthy();
    expect(readCart(USER)).toHaveLength(2);
  });
});
