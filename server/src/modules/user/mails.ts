import { msg, type Language, type Message } from '@scene-shop/domain';
import { renderMessage } from '@scene-shop/domain/render';
import type { MailMessage } from '../../common/mail.js';

/** A mail as catalogue messages (`mail.<name>.subject`, `.text`, `.html`), rendered in its reader's language. */
export interface Mail {
  subject: Message;
  text: Message;
  html: Message;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A value put into an HTML body as text (a temporary password may hold `&`). */
const html = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The registration's 6-digit code. */
export const verificationMail = (code: string): Mail => ({
  subject: msg('mail.verification.subject'),
  text: msg('mail.verification.text', code),
  html: msg('mail.verification.html', html(code)),
});

/** A forgotten password's temporary one, for the member with that own id. */
export const passwordResetMail = (id: string, pwd: string): Mail => ({
  subject: msg('mail.passwordReset.subject'),
  text: msg('mail.passwordReset.text', id, pwd),
  html: msg('mail.passwordReset.html', html(id), html(pwd)),
});

/** An order's parcel has left: its courier, waybill number and tracking page, and the order's page. */
export const shippedMail = (
  no: number,
  parcel: { courier: string; trackingNo: string; trackingUrl: string },
  orderUrl: string,
): Mail => {
  const { courier, trackingNo, trackingUrl } = parcel;
  return {
    subject: msg('mail.shipped.subject', no),
    text: msg('mail.shipped.text', no, courier, trackingNo, trackingUrl, orderUrl),
    html: msg('mail.shipped.html', no, html(courier), html(trackingNo), html(trackingUrl), html(orderUrl)),
  };
};

/** A size a member asked about (알림 받기) is back in stock: the product, the size and its page. */
export const restockMail = (product: string, option: string, productUrl: string): Mail => ({
  subject: msg('restock.mail.subject', product, option),
  text: msg('restock.mail.text', product, option, productUrl),
  html: msg('restock.mail.html', html(product), html(option), html(productUrl)),
});

/** The mail to `to` in `language` (Korean where a translation lacks a text). */
export function mailTo(to: string, mail: Mail, language: Language): MailMessage {
  return {
    to,
    subject: renderMessage(mail.subject, language),
    text: renderMessage(mail.text, language),
    html: renderMessage(mail.html, language),
  };
}
