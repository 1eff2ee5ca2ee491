import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, type Language, type Message } from '@scene-shop/domain';
import { AlertCategory } from '../../common/enums.js';
import type { DomainEvents } from '../../common/events.js';
import type { Mailer } from '../../common/mail.js';
import type { PubSub } from '../../common/pubsub.js';
import { ClaimState } from '../claim/claim.entity.js';
import { mailTo, type Mail } from '../user/mails.js';
import { deliverInserted } from './alert.service.js';
import { alertText } from './alert-text.js';

/** Where a member reads their returns and exchanges (the client's my-page). */
export const CLAIMS_PATH = '/user/mypage/claim';

interface ClaimRow {
  order_no: number;
  type: 'RETURN' | 'EXCHANGE';
  reject_reason: string | null;
  refund_amount: number | null;
  product: string;
  email: string | null;
  language: Language | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The mail of a claim's step: its type and state by name, the rejection's reason or the refund's amount. */
function claimMail(row: ClaimRow, state: ClaimState, url: string): Mail {
  const type = msg(`claim.types.${row.type}`);
  const named = msg(`claim.states.${state}`);
  const note = (escape: (s: string) => string): Message => {
    if (state === ClaimState.REJECTED && row.reject_reason)
      return msg('mail.claim.rejected', escape(row.reject_reason));
    if (state === ClaimState.REFUNDED && row.refund_amount !== null)
      return msg('mail.claim.refunded', row.refund_amount);
    return msg('mail.claim.none');
  };
  return {
    subject: msg('mail.claim.subject', type, named),
    text: msg(
      'mail.claim.text',
      row.order_no,
      row.product,
      type,
      named,
      note((s) => s),
      url,
    ),
    html: msg('mail.claim.html', row.order_no, html(row.product), type, named, note(html), html(url)),
  };
}

/**
 * Tells the claim's member (unless they left) of each step, once per claim and state (`claim:<no>:<state>`), by a
 * mail in their language and then an alert. As the shipping mail (shipping-mail.ts), the mail goes before the alert
 * that marks it sent and only while there is none: a mail the server could not hand over (the mail server down)
 * fails the delivery before the alert, so the outbox delivers the event again and mails it then, and a repeated
 * event after a sent mail finds the alert and mails nobody twice.
 */
export async function claimAlert(
  em: EntityManager,
  deps: { pubSub: PubSub; mailer: Mailer; publicUrl: string },
  { claimNo, state }: DomainEvents['claim.changed'],
): Promise<void> {
  const eventKey = `claim:${claimNo}:${state}`;
  const [row] = await em.execute<ClaimRow[]>(
    `select c.order_no, c.type, c.reject_reason, c.refund_amount, p.name as product, u.email, u.language
       from claim c join order_product op on op.no = c.order_product_no join product p on p.no = op.product_no
       join users u on u.no = c.user_no
      where c.no = ? and u.withdrawn_at is null
        and not exists (select 1 from alert a where a.user_no = c.user_no and a.event_key = ?)`,
    [claimNo, eventKey],
  );
  if (!row) return;
  if (row.email) {
    await deps.mailer.send(
      mailTo(row.email, claimMail(row, state, `${deps.publicUrl}${CLAIMS_PATH}`), row.language ?? 'ko'),
    );
  }
  const message =
    state === ClaimState.REFUNDED && row.refund_amount !== null
      ? msg('claim.refundAlert', row.order_no, row.refund_amount)
      : msg('claim.alert', row.order_no, msg(`claim.types.${row.type}`), msg(`claim.states.${state}`));
  const text = alertText(message);
  await deliverInserted(
    em,
    deps.pubSub,
    `insert into alert (user_no, category, content, message_key, message_args, path, event_key)
     select c.user_no, ?, ?, ?, ?::jsonb, ?, ? from claim c where c.no = ?
     on conflict (user_no, event_key) do nothing`,
    [
      AlertCategory.ORDER,
      text.content,
      text.messageKey,
      JSON.stringify(text.messageArgs),
      CLAIMS_PATH,
      eventKey,
      claimNo,
    ],
  );
}
