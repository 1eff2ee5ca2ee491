import type { EntityManager } from '@mikro-orm/postgresql';
import { isLanguage } from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import type { Mailer } from '../../common/mail.js';
import { mailTo, shippedMail } from '../user/mails.js';

/**
 * The mail that tells a member their order is 배송중: its courier, waybill number and tracking link. Sent before the
 * order's 배송중 alert is stored and only while there is none, so a delivery that failed (the mail or the alert) is
 * retried by the outbox and one that succeeded is not mailed twice. Nothing to send once the order moved on, for a
 * member who left or has no address, or for an order shipped without a parcel (the documented REST call may omit it).
 */
export async function shippingMail(em: EntityManager, mailer: Mailer, publicUrl: string, orderNo: number) {
  const [row] = await em.execute<
    { email: string; language: string | null; courier: string; tracking_no: string; tracking_url: string }[]
  >(
    `select u.email, u.language, c.name as courier, o.tracking_no,
            replace(c.tracking_url, '{trackingNo}', o.tracking_no) as tracking_url
       from orders o join users u on u.no = o.user_no join courier c on c.code = o.courier_code
      where o.no = ? and o.state = ? and o.tracking_no is not null and u.withdrawn_at is null and u.email is not null
        and not exists (select 1 from alert a where a.user_no = o.user_no and a.event_key = ?)`,
    [orderNo, OrderState.SHIPPING, `order:${orderNo}:${OrderState.SHIPPING}`],
  );
  if (!row) return;
  const parcel = { courier: row.courier, trackingNo: row.tracking_no, trackingUrl: row.tracking_url };
  const mail = shippedMail(orderNo, parcel, `${publicUrl}/user/mypage/order/${orderNo}`);
  await mailer.send(mailTo(row.email, mail, isLanguage(row.language) ? row.language : 'ko'));
}
