import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { PaymentCancel } from './payment-cancel.entity.js';
import type { Payment } from './payment.entity.js';
import { paymentsOf, refundsOf } from './payment.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    paymentOfOrder: DataLoader<number, Payment | null>;
    refundsOfOrder: DataLoader<number, PaymentCancel[]>;
  }
}

/** An order's payment and its refunds, one statement for every order a page shows. */
export const paymentLoaders = (em: EntityManager) => ({
  paymentOfOrder: new DataLoader<number, Payment | null>(async (orderNos) => {
    const found = await paymentsOf(em, orderNos);
    return orderNos.map((no) => found.get(no) ?? null);
  }),
  refundsOfOrder: new DataLoader<number, PaymentCancel[]>(async (orderNos) => {
    const found = await refundsOf(em, orderNos);
    return orderNos.map((no) => found.get(no) ?? []);
  }),
});
