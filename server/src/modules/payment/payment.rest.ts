import { confirmPaymentInput, failPaymentInput, paymentWebhook } from '@scene-shop/domain';
import { route } from '../../context/route.js';
import { receiveWebhook } from './payment-sync.js';
import * as payments from './payment.service.js';

export const paymentRoutes = [
  /** A client that opened the payment window itself confirms with the success URL's parameters. */
  route({
    method: 'POST',
    path: '/api/payments/confirm',
    policy: 'member',
    body: confirmPaymentInput,
    handle: async ({ ctx, body }) => {
      const order = await payments.confirmPayment(ctx, body);
      return { success: true, orderNo: order.no, state: order.state, paid: !order.awaitingPayment };
    },
  }),
  /** … or gives up with the fail URL's: the order is released. */
  route({
    method: 'POST',
    path: '/api/payments/fail',
    policy: 'member',
    body: failPaymentInput,
    handle: async ({ ctx, body }) => {
      const order = await payments.failPayment(ctx, body);
      return { success: true, orderNo: order.no, state: order.state };
    },
  }),
  /** Toss Payments' callbacks (status changes, deposits): verified by fetching the payment from the provider. */
  route({
    method: 'POST',
    path: '/api/payments/webhook',
    policy: 'anyone',
    body: paymentWebhook,
    handle: async ({ ctx, body }) => {
      await receiveWebhook(ctx, body);
      return { success: true };
    },
  }),
];
