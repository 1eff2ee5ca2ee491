import { Repeater } from '@repeaterjs/repeater';
import { TOPIC, type AlertMessage } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { sharedAlertLookup } from './shared-alert-lookup.js';

/**
 * A member's live alerts: those published for them alone, and their own row of every shared alert (a broadcast, the
 * scrappers' news). A shared alert that was not stored for this member (news of a character they did not scrap)
 * is skipped.
 */
export function memberAlerts(ctx: Context): AsyncIterable<AlertMessage> {
  const userNo = requireViewer(ctx).no;
  const lookup = sharedAlertLookup(ctx.em);
  const shared = new Repeater<AlertMessage>(async (push, stop) => {
    const events = ctx.pubSub.subscribe(TOPIC.ALERT_ALL);
    void stop.then(() => events.return());
    for await (const event of events) {
      try {
        const own = await lookup.rowOf(event, userNo);
        if (own) await push(own);
      } catch (err) {
        // A failed lookup loses this one live delivery; the alert is stored and the list shows it.
        ctx.logger.error({ err, eventKey: event.eventKey }, 'shared alert lookup failed');
      }
    }
    stop();
  });
  return Repeater.merge([ctx.pubSub.subscribe(TOPIC.ALERT, userNo), shared]);
}
