import type { EntityManager } from '@mikro-orm/postgresql';
import { isLanguage, msg, optionLabel, type RestockAlertRef } from '@scene-shop/domain';
import { AlertCategory } from '../../common/enums.js';
import { conflict, notFound } from '../../common/errors.js';
import { TOPIC } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import type { SubscriberDeps } from '../../context/module.js';
import { requireViewer } from '../../context/policy.js';
import { ProductOption } from '../catalog/product-option.entity.js';
import { mailTo, restockMail } from '../user/mails.js';
import { alertText } from './alert-text.js';
import { RestockRequest } from './restock-request.entity.js';

/** A size on sale: not retired, of a product on sale. Anything else is 404 with the catalogue's text. */
async function optionOnSale(em: EntityManager, optionNo: number): Promise<ProductOption> {
  const option = await em.findOne(ProductOption, { no: optionNo, retired: false, product: { available: true } });
  if (!option) throw notFound(msg('restock.optionMissing'));
  return option;
}

/**
 * 알림 받기 on a sold-out size (a size in stock is bought, not waited for: 409). Idempotent: a double click or a
 * retried request leaves one open request. Returns the option, whose `restockRequested` now reads true.
 */
export async function requestRestockAlert(ctx: Context, { optionNo }: RestockAlertRef): Promise<ProductOption> {
  const userNo = requireViewer(ctx).no;
  const option = await optionOnSale(ctx.em, optionNo);
  if (option.stock > 0) throw conflict(msg('restock.notSoldOut'));
  await ctx.em.execute(
    `insert into restock_request (user_no, option_no) values (?, ?)
     on conflict (option_no, user_no) where notified_at is null do nothing`,
    [userNo, optionNo],
    'run',
  );
  return option;
}

/** Withdraws the caller's open request for the size; withdrawing one that is not there changes nothing. */
export async function cancelRestockAlert(ctx: Context, { optionNo }: RestockAlertRef): Promise<ProductOption> {
  const userNo = requireViewer(ctx).no;
  const option = await optionOnSale(ctx.em, optionNo);
  await ctx.em.nativeDelete(RestockRequest, { user: userNo, option: optionNo, notifiedAt: null });
  return option;
}

/**
 * A size is back in stock: every member waiting for it gets an alert (프로모션, as B5's restock alert) and a mail in
 * their language, leading to the product. One statement marks the open requests notified, stores the alerts and
 * answers whom to mail, so a re-delivered event (or a second restock racing it) finds no open request and tells
 * nobody twice; a size sold out again (or retired) before the event is heard keeps its requests for the next time.
 * A mail the server could not hand over (the mail server down) opens its request again and fails the delivery: the
 * outbox delivers the event again, which takes that request once more and mails it, under the same alert key so
 * the alert is not repeated.
 */
export async function restockRequestAlerts(deps: SubscriberDeps, optionNo: number, at: Date): Promise<number> {
  const em = deps.orm.em.fork();
  const [option] = await em.execute<{ product_no: number; name: string; size: string; color: string | null }[]>(
    `select p.no as product_no, p.name, o.size, o.color from product_option o join product p on p.no = o.product_no
      where o.no = ? and o.stock > 0 and not o.retired and p.available`,
    [optionNo],
  );
  if (!option) return 0;
  const label = optionLabel(option.size, option.color);
  const path = `/user/shop/productlist/detail/${option.product_no}`;
  const text = alertText(msg('restock.alert', option.name, label));
  const eventKey = `restock-option:${optionNo}:${at.toISOString()}`;
  const date = new Date().toISOString();
  const told = await em.execute<{ no: number; email: string | null; language: string | null; alerted: boolean }[]>(
    `with notified as (
       update restock_request r set notified_at = now()
        where r.option_no = ? and r.notified_at is null
          and exists (select 1 from product_option o join product p on p.no = o.product_no
                       where o.no = r.option_no and o.stock > 0 and not o.retired and p.available)
       returning r.no, r.user_no
     ), alerted as (
       insert into alert (user_no, category, content, message_key, message_args, path, event_key, date)
       select u.no, ?, ?, ?, ?::jsonb, ?, ?, ?::timestamptz from notified n join users u on u.no = n.user_no
        where u.withdrawn_at is null
       on conflict (user_no, event_key) do nothing
       returning user_no
     )
     select n.no, u.email, u.language, exists (select 1 from alerted a where a.user_no = n.user_no) as alerted
       from notified n join users u on u.no = n.user_no
      where u.withdrawn_at is null`,
    [
      optionNo,
      AlertCategory.PROMOTION,
      text.content,
      text.messageKey,
      JSON.stringify(text.messageArgs),
      path,
      eventKey,
      date,
    ],
  );
  if (told.length === 0) return 0;
  // Every live subscription finds its own member's row under the key (shared-alert-lookup.ts).
  if (told.some((m) => m.alerted)) {
    deps.pubSub.publish(TOPIC.ALERT_ALL, { ...text, eventKey, category: AlertCategory.PROMOTION, path, date });
  }
  const mail = restockMail(option.name, label, `${deps.publicUrl}${path}`);
  const mailed = told.filter((m) => m.email);
  // One refused address must not cost the others their mail: every mail is tried, then the failed ones wait again.
  const sent = await Promise.allSettled(
    mailed.map((m) => deps.mailer.send(mailTo(m.email!, mail, isLanguage(m.language) ? m.language : 'ko'))),
  );
  const unsent = mailed.filter((_, i) => sent[i]!.status === 'rejected').map((m) => m.no);
  if (unsent.length > 0) {
    // Unless the member has asked again meanwhile (one open request per member and size).
    await em.execute(
      `update restock_request r set notified_at = null
        where r.no = any(?::int[]) and not exists (select 1 from restock_request o
          where o.option_no = r.option_no and o.user_no = r.user_no and o.notified_at is null)`,
      [`{${unsent.join(',')}}`],
      'run',
    );
    throw (sent.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  }
  return told.length;
}
