import type { Module } from '../../context/module.js';
import { PaymentCancel } from './payment-cancel.entity.js';
import { PaymentReconciliation } from './payment-reconciliation.entity.js';
import { Payment } from './payment.entity.js';
import { paymentLoaders } from './payment.loaders.js';
import { OrderPaymentResolver, PaymentFieldsResolver, PaymentResolver } from './payment.resolver.js';
import { paymentRoutes } from './payment.rest.js';
import { orderPaymentsHook } from './payment.service.js';

export { PaymentJobs } from './payment-jobs.js';

export const paymentModule: Module = {
  name: 'payment',
  entities: [Payment, PaymentCancel, PaymentReconciliation],
  resolvers: [PaymentResolver, OrderPaymentResolver, PaymentFieldsResolver],
  routes: paymentRoutes,
  loaders: paymentLoaders,
  hooks: { orderPayments: orderPaymentsHook },
};
