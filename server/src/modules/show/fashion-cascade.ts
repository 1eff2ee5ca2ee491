import { LockMode, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import type { RowRef } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer, type Viewer } from '../../context/policy.js';
import { popupAudit } from '../promotion/admin-popup.service.js';
import { Popup } from '../promotion/popup.entity.js';
import { Character } from './character.entity.js';
import { characterAudit, itemAudit, showAudit, styleAudit } from './fashion-audit.js';
import { removeFiles } from './fashion-files.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';
import { placeholders } from '../../common/entity-rows.js';

/*
 * Admin console §4's cascades, each ONE transaction. Rows are locked parent first (show → characters → styles →
 * items), the order in which every other write of the console locks them, so a style or item added meanwhile waits
 * and then finds its parent gone. Pictures of removed rows are removed once the transaction has committed.
 */

type Row = Record<string, unknown>;
const WRITE = { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { no: 'asc' } } as const;

/**
 * The items used by these styles and by no other style. The candidates are locked first; the second statement then
 * sees any link to them committed while it waited, so an item shared with a remaining style is kept (only unlinked).
 */
async function itemsOnlyIn(tem: EntityManager, styleNos: number[]): Promise<Item[]> {
  if (styleNos.length === 0) return [];
  const linked = await tem.execute<{ item_no: number }[]>(
    `select distinct item_no from style_item where style_no in (${placeholders(styleNos)})`,
    styleNos,
  );
  if (linked.length === 0) return [];
  const candidates = await tem.find(Item, { no: { $in: linked.map((r) => r.item_no) } }, WRITE);
  const nos = candidates.map((i) => i.no);
  const kept = await tem.execute<{ item_no: number }[]>(
    `select distinct item_no from style_item where item_no in (${placeholders(nos)})
      and style_no not in (${placeholders(styleNos)})`,
    [...nos, ...styleNos],
  );
  const shared = new Set(kept.map((r) => r.item_no));
  return candidates.filter((i) => !shared.has(i.no));
}

/** Styles with the items only they use: audited and deleted (links go with them); their pictures. */
async function removeStyles(tem: EntityManager, viewer: Viewer, styles: Style[]): Promise<(string | null)[]> {
  const items = await itemsOnlyIn(
    tem,
    styles.map((s) => s.no),
  );
  for (const style of styles) await styleAudit.removed(tem, viewer, style);
  for (const item of items) await itemAudit.removed(tem, viewer, item);
  if (items.length > 0) await tem.nativeDelete(Item, { no: { $in: items.map((i) => i.no) } });
  if (styles.length > 0) await tem.nativeDelete(Style, { no: { $in: styles.map((s) => s.no) } });
  return [...styles.map((s) => s.pic), ...items.map((i) => i.pic)];
}

/** `/user/main/sub/{showNo}` with any query or fragment: the show page, as alerts and popups lead to it. */
const showPagePattern = (showNo: number) => `^/user/main/sub/${showNo}([?#].*)?$`;

/**
 * Nothing may lead to a removed show: alerts keep their text but lose the link; popups leading there go (audited,
 * as the admin's own removal of a popup is). Gives the popups' pictures.
 */
async function forgetShow(tem: EntityManager, viewer: Viewer, showNo: number): Promise<string[]> {
  const pattern = showPagePattern(showNo);
  await tem.execute(`update alert set path = null where path ~ ?`, [pattern], 'run');
  const popups = await tem.find(Popup, { path: { $re: pattern } }, WRITE);
  for (const popup of popups) await popupAudit.removed(tem, viewer, popup);
  if (popups.length > 0) await tem.nativeDelete(Popup, { no: { $in: popups.map((p) => p.no) } });
  return popups.map((p) => p.pic);
}

/** Alerts that open the show page on a removed character open the show page itself. */
async function forgetCharacter(tem: EntityManager, showNo: number, characterNo: number): Promise<void> {
  await tem.execute(
    `update alert set path = ? where path ~ ?`,
    [`/user/main/sub/${showNo}`, `^/user/main/sub/${showNo}\\?(.*&)?character=${characterNo}(&.*)?$`],
    'run',
  );
}

/** The row, locked for the removal; 404 when it is gone. */
async function lockedOrFail<T extends { no: number }>(
  tem: EntityManager,
  entity: EntityClass<T>,
  no: number,
): Promise<T> {
  const row = await tem.findOne(entity, { no } as FilterQuery<T>, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) throw notFound();
  return row;
}

/** Deletes a show with its characters (and their scraps), styles and the items no remaining style uses. */
export async function deleteShow(ctx: Context, { no }: RowRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const files = await ctx.em.transactional(async (tem) => {
    const show = await lockedOrFail(tem, Show, no);
    const characters = await tem.find(Character, { show }, WRITE);
    const styles = characters.length > 0 ? await tem.find(Style, { character: { $in: characters } }, WRITE) : [];
    await showAudit.removed(tem, viewer, show);
    for (const c of characters) await characterAudit.removed(tem, viewer, c);
    const removed = await removeStyles(tem, viewer, styles);
    const popupPics = await forgetShow(tem, viewer, no);
    // Characters and their scraps follow the show (foreign keys on delete cascade).
    await tem.nativeDelete(Show, { no });
    return [show.pic, ...characters.map((c) => c.pic), ...removed, ...popupPics];
  });
  await removeFiles(ctx, files);
  return true;
}

/** Deletes a character with its scraps, its styles and the items no remaining style uses. */
export async function deleteCharacter(ctx: Context, { no }: RowRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const files = await ctx.em.transactional(async (tem) => {
    const character = await lockedOrFail(tem, Character, no);
    const styles = await tem.find(Style, { character }, WRITE);
    await characterAudit.removed(tem, viewer, character);
    const removed = await removeStyles(tem, viewer, styles);
    await forgetCharacter(tem, character.show.no, no);
    await tem.nativeDelete(Character, { no });
    return [character.pic, ...removed];
  });
  await removeFiles(ctx, files);
  return true;
}

/** Deletes a style with the items no other style uses (shared ones are only unlinked). */
export async function deleteStyle(ctx: Context, { no }: RowRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const files = await ctx.em.transactional(async (tem) => {
    const style = await lockedOrFail(tem, Style, no);
    return removeStyles(tem, viewer, [style]);
  });
  await removeFiles(ctx, files);
  return true;
}

/** Deletes an item: it leaves every style it was in. */
export async function deleteItem(ctx: Context, { no }: RowRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const pic = await ctx.em.transactional(async (tem) => {
    const item = await lockedOrFail(tem, Item, no);
    const links = await tem.execute<Row[]>(`select style_no from style_item where item_no = ? order by style_no`, [no]);
    await itemAudit.removed(tem, viewer, item, { styleNos: links.map((l) => l.style_no) });
    await tem.nativeDelete(Item, { no });
    return item.pic;
  });
  await removeFiles(ctx, [pic]);
  return true;
}
