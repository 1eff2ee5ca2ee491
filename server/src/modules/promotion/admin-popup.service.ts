import { msg } from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import type { Storage } from '../../common/storage.js';
import type { Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import { Popup } from './popup.entity.js';

/** Admin console §9: the popup table holds 3 a page. */
export const POPUP_PAGE_SIZE = 3;

/** The three guide-path kinds of §2: the product list, one product's page, one show's (character) page. */
const POPUP_PATH = /^\/user\/shop\/productlist(\/detail\/[1-9]\d{0,9})?$|^\/user\/main\/sub\/[1-9]\d{0,9}$/;

/** What the audit trail keeps of a popup (the fashion cascade removes popups too). */
export const popupAudit = auditOf(AuditSubject.POPUP, (p: Popup) => ({ pic: p.pic, path: p.path, isShow: p.isShow }));

/** Every popup, shown or hidden, newest first: rows and count, two statements. */
export async function adminPopups(em: EntityManager, args: PageArgs): Promise<Page<Popup>> {
  const [rows, total] = await em.findAndCount(Popup, {}, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

/**
 * A new popup, shown at once. The picture is checked and stored first, so a bad file changes nothing; a failed
 * save removes the stored picture again.
 */
export async function registerPopup(
  em: EntityManager,
  storage: Storage,
  viewer: Viewer,
  path: string,
  pic: Readable | null,
): Promise<Popup> {
  if (!pic) throw badInput(msg('adminPromotion.popupFileRequired'), 'pic');
  if (!path.trim()) throw badInput(msg('adminPromotion.popupPathTypeRequired'), 'path');
  if (!POPUP_PATH.test(path)) throw badInput(msg('adminPromotion.popupTargetRequired'), 'path');
  const stored = await storage.save(pic, 'popup');
  try {
    return await em.transactional(async (tx) => {
      const popup = tx.create(Popup, { pic: stored.url, path });
      await popupAudit.created(tx, viewer, popup);
      return popup;
    });
  } catch (e) {
    await storage.delete(stored.url);
    throw e;
  }
}

async function popupOrFail(em: EntityManager, no: number): Promise<Popup> {
  const popup = await em.findOne(Popup, { no });
  if (!popup) throw notFound();
  return popup;
}

/** Shows or hides a popup on the home page; the same value again changes and records nothing. */
export function setPopupShown(em: EntityManager, viewer: Viewer, no: number, isShow: boolean): Promise<Popup> {
  return em.transactional(async (tx) => {
    const popup = await popupOrFail(tx, no);
    await popupAudit.changed(tx, viewer, popup, isShow ? 'show' : 'hide', (p) => (p.isShow = isShow));
    return popup;
  });
}

/** Deletes a popup (its history stays); its picture is removed once the deletion has committed. */
export async function deletePopup(em: EntityManager, storage: Storage, viewer: Viewer, no: number): Promise<void> {
  const pic = await em.transactional(async (tx) => {
    const popup = await popupOrFail(tx, no);
    await popupAudit.removed(tx, viewer, popup);
    tx.remove(popup);
    return popup.pic;
  });
  await storage.delete(pic);
}
