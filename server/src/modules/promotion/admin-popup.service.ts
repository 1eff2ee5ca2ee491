import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  msg,
  type PageArgsValue,
  type PopupInputValue,
  type PopupShownInputValue,
  type RowRef,
} from '@scene-shop/domain';
import { badInput, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import { Popup } from './popup.entity.js';

/** What the audit trail keeps of a popup (the fashion cascade removes popups too). */
export const popupAudit = auditOf(AuditSubject.POPUP, (p: Popup) => ({ pic: p.pic, path: p.path, isShow: p.isShow }));

/** Every popup, shown or hidden, newest first: rows and count, two statements. */
export async function adminPopups(ctx: Context, { page, size }: PageArgsValue): Promise<Page<Popup>> {
  const [rows, total] = await ctx.em.findAndCount(
    Popup,
    {},
    { orderBy: { no: 'desc' }, ...pageWindow({ page, size }) },
  );
  return toPage(rows, total, page, size);
}

/**
 * A new popup, shown at once. The picture is checked and stored first, so a bad file changes nothing; a failed
 * save removes the stored picture again.
 */
export async function registerPopup(
  ctx: Context,
  { path, pic }: PopupInputValue & { pic: Readable | null },
): Promise<Popup> {
  const viewer = requireViewer(ctx);
  if (!pic) throw badInput(msg('adminPromotion.popupFileRequired'), 'pic');
  const stored = await ctx.storage.save(pic, 'popup');
  try {
    return await ctx.em.transactional(async (tx) => {
      const popup = tx.create(Popup, { pic: stored.url, path });
      await popupAudit.created(tx, viewer, popup);
      return popup;
    });
  } catch (e) {
    await ctx.storage.delete(stored.url);
    throw e;
  }
}

async function popupOrFail(em: EntityManager, no: number): Promise<Popup> {
  const popup = await em.findOne(Popup, { no });
  if (!popup) throw notFound();
  return popup;
}

/** Shows or hides a popup on the home page; the same value again changes and records nothing. */
export function setPopupShown(ctx: Context, { no, isShow }: PopupShownInputValue): Promise<Popup> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (tx) => {
    const popup = await popupOrFail(tx, no);
    await popupAudit.changed(tx, viewer, popup, isShow ? 'show' : 'hide', (p) => (p.isShow = isShow));
    return popup;
  });
}

/** Deletes a popup (its history stays); its picture is removed once the deletion has committed. */
export async function deletePopup(ctx: Context, { no }: RowRef): Promise<void> {
  const viewer = requireViewer(ctx);
  const pic = await ctx.em.transactional(async (tx) => {
    const popup = await popupOrFail(tx, no);
    await popupAudit.removed(tx, viewer, popup);
    tx.remove(popup);
    return popup.pic;
  });
  await ctx.storage.delete(pic);
}
