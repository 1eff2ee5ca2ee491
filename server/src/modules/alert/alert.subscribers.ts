import { AlertCategory, OrderState } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import type { SubscriberDeps } from '../../context/module.js';
import { broadcastAlert, couponAlert } from './alert-broadcast.js';
import { claimAlert } from './claim-alerts.js';
import { commentAlerts, deliverAll, followAlert, postRemovedAlert } from './community-alerts.js';
import { orderAlert } from './order-alerts.js';
import { restockRequestAlerts } from './restock-request.service.js';
import { newStyleAlert, priceDropAlert, restockAlert } from './scrap-alerts.js';
import { shippingMail } from './shipping-mail.js';

/**
 * Alerts are side effects of committed changes: each is stored in its own statement, then delivered live. Every
 * alert that stands for an event carries its key, built from the event alone (its payload and time), so however
 * often an event is delivered (the outbox's recovery repeats one a crash interrupted) a member is alerted once.
 */
export function subscribeAlerts(events: EventBus, deps: SubscriberDeps): void {
  const { pubSub, mailer, publicUrl } = deps;
  const em = () => deps.orm.em.fork();
  const done = () => undefined;

  events.on('order.placed', ({ orderNo }) => orderAlert(em(), pubSub, orderNo, 'placed').then(done));
  events.on('order.cancelled', ({ orderNo }) => orderAlert(em(), pubSub, orderNo, OrderState.CANCELLED).then(done));
  events.on('order.stateChanged', async ({ orderNo, to }) => {
    // The mail goes first: it looks for the alert to know whether it was sent already.
    if (to === OrderState.SHIPPING) await shippingMail(em(), mailer, publicUrl, orderNo);
    await orderAlert(em(), pubSub, orderNo, to);
  });
  events.on('claim.changed', (change) => claimAlert(em(), deps, change));

  events.on('comment.created', async ({ commentNo }) => {
    const fork = em();
    const alerts = await commentAlerts(fork, commentNo);
    if (alerts) await deliverAll(fork, pubSub, [alerts.onParent, alerts.onPost]);
  });
  events.on('follow.created', async ({ followerNo, followeeNo }) => {
    const fork = em();
    await deliverAll(fork, pubSub, [await followAlert(fork, followerNo, followeeNo)]);
  });
  events.on('post.removedByAdmin', ({ postNo, userNo }) =>
    deliverAll(em(), pubSub, [postRemovedAlert(postNo, userNo)]).then(done),
  );

  events.on('promotion.sent', ({ couponNo }) => couponAlert(em(), pubSub, couponNo).then(done));
  events.on('advertisement.sent', ({ id, content, path }) =>
    broadcastAlert(em(), pubSub, { id, category: AlertCategory.PROMOTION, content, path }).then(done),
  );

  events.on('style.created', ({ styleNo, characterNo }) =>
    newStyleAlert(em(), pubSub, styleNo, characterNo).then(done),
  );
  events.on('product.restocked', ({ productNo }, { at }) => restockAlert(em(), pubSub, productNo, at).then(done));
  events.on('product.priceDropped', (drop, { at }) => priceDropAlert(em(), pubSub, drop, at).then(done));
  events.on('option.restocked', ({ optionNo }, { at }) => restockRequestAlerts(deps, optionNo, at).then(done));
}
