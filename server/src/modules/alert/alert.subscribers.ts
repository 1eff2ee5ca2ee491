import type { MikroORM } from '@mikro-orm/postgresql';
import { AlertCategory } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import { MSG } from '../../common/messages.js';
import type { PubSub } from '../../common/pubsub.js';
import { addAlert, publishAlert, type NewAlert } from './alert.service.js';
import { commentAlerts, deliverAll, followAlert, postRemovedAlert } from './community-alerts.js';

/** Alerts are side effects of committed changes: each is stored in its own transaction, then delivered live. */
export function subscribeAlerts(events: EventBus, deps: { orm: MikroORM; pubSub: PubSub }): void {
  const notify = async (alert: NewAlert) => {
    const em = deps.orm.em.fork();
    const stored = addAlert(em, alert);
    await em.flush();
    publishAlert(deps.pubSub, stored);
  };

  events.on('order.placed', ({ orderNo, userNo }) =>
    notify({
      userNo,
      category: AlertCategory.ORDER,
      content: MSG.order.placedAlert(orderNo),
      path: `/user/mypage/order/${orderNo}`,
    }),
  );

  // Community alerts carry their event's key: however often an event is reported, each member is alerted once.
  events.on('comment.created', async ({ commentNo }) => {
    const em = deps.orm.em.fork();
    const alerts = await commentAlerts(em, commentNo);
    if (alerts) await deliverAll(em, deps.pubSub, [alerts.onParent, alerts.onPost]);
  });
  events.on('follow.created', async ({ followerNo, followeeNo }) => {
    const em = deps.orm.em.fork();
    await deliverAll(em, deps.pubSub, [await followAlert(em, followerNo, followeeNo)]);
  });
  events.on('post.removedByAdmin', ({ postNo, userNo }) =>
    deliverAll(deps.orm.em.fork(), deps.pubSub, [postRemovedAlert(postNo, userNo)]).then(() => undefined),
  );
}
