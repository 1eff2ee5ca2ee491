import {
  AUTOCOMPLETE_LIMIT,
  msg,
  type AdminFashionListArgsValue,
  type ItemInputValue,
  type ItemUpdateInputValue,
  type RowRef,
  type StyleItemRef,
  type TermArgsValue,
} from '@scene-shop/domain';
import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { Product } from '../catalog/product.entity.js';
import { Character } from './character.entity.js';
import { itemAudit, styleAudit } from './fashion-audit.js';
import { keepingFile, removeFiles, type WithFile } from './fashion-files.js';
import { Item } from './item.entity.js';
import { StyleItem } from './style-item.entity.js';
import { Style } from './style.entity.js';

const SHARE = { lockMode: LockMode.PESSIMISTIC_READ } as const;

/** `%`, `_` and `\` in a search term are letters, not patterns. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (term: string) => `%${escapeLike(term)}%`;

/** The item list shim's rows show their product and where they are worn: `populate` loads those at once. */
interface ItemRows {
  populate?: boolean;
}

/** The character editor's whole read: show, styles, their items and products, in a fixed number of statements. */
export function adminCharacter(ctx: Context, { no }: RowRef): Promise<Character | null> {
  return ctx.em.findOne(Character, { no }, { populate: ['show', 'styles.items.product'] });
}

/** A character's styles, oldest first; 404 when the character is gone. */
export async function characterStyles(ctx: Context, ref: RowRef): Promise<Style[]> {
  const character = await adminCharacter(ctx, ref);
  if (!character) throw notFound();
  return character.styles.getItems();
}

/** Registered items, newest first, by part of the name. */
export async function adminItems(ctx: Context, args: AdminFashionListArgsValue & ItemRows): Promise<Page<Item>> {
  const { term, populate } = args;
  const where: FilterQuery<Item> = term ? { name: { $ilike: contains(term) } } : {};
  const [rows, total] = await ctx.em.findAndCount(Item, where, {
    orderBy: { no: 'desc' },
    ...pageWindow(args),
    ...(populate ? { populate: ['product', 'styles.character.show'] as const } : {}),
  });
  return toPage(rows, total, args.page, args.size);
}

/** Up to 10 items whose name contains the term, names starting with it first; a blank term reads nothing. */
export async function itemAutocomplete(ctx: Context, { term, populate }: TermArgsValue & ItemRows): Promise<Item[]> {
  if (!term) return [];
  const rows = await ctx.em.execute<Record<string, unknown>[]>(
    `select i.* from item i where i.name ilike ? order by (i.name ilike ?) desc, length(i.name), i.no desc limit ?`,
    [contains(term), `${escapeLike(term)}%`, AUTOCOMPLETE_LIMIT],
  );
  const items = rows.map((r) => ctx.em.map(Item, r));
  if (populate) await ctx.em.populate(items, ['product', 'styles.character.show']);
  return items;
}

/** A new style (outfit picture) of a character; its scrappers hear of it once it is committed. */
export async function addStyle(
  ctx: Context,
  { characterNo, file }: { characterNo: number } & WithFile,
): Promise<Style> {
  const viewer = requireViewer(ctx);
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  if (!(await ctx.em.count(Character, { no: characterNo }))) throw notFound();
  const pic = (await ctx.storage.save(file, 'style')).url;
  const { style, recorded } = await keepingFile(ctx, pic, () =>
    ctx.em.transactional(async (tem) => {
      const character = await tem.findOne(Character, { no: characterNo }, SHARE);
      if (!character) throw notFound();
      const created = tem.create(Style, { character, pic });
      await styleAudit.created(tem, viewer, created);
      const news = { name: 'style.created' as const, payload: { styleNo: created.no, characterNo } };
      return { style: created, recorded: await ctx.events.record(tem, news) };
    }),
  );
  await ctx.events.deliver(recorded);
  return style;
}

/** The linked product must exist (on sale or not: the console may link any product of the shop). */
async function productOrFail(em: EntityManager, productNo: number, field = 'productNo'): Promise<Product> {
  const product = await em.findOne(Product, { no: productNo });
  if (!product) throw badInput(msg('adminFashion.productMissing'), field);
  return product;
}

/** A new item in a style: its picture, name, optional external link and linked product, exact or similar. */
export async function addItem(
  ctx: Context,
  { styleNo, file, name, path, productNo, match }: ItemInputValue & { styleNo: number } & WithFile,
): Promise<Item> {
  const viewer = requireViewer(ctx);
  if (productNo != null) await productOrFail(ctx.em, productNo);
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  if (!(await ctx.em.count(Style, { no: styleNo }))) throw notFound();
  const pic = (await ctx.storage.save(file, 'item')).url;
  return keepingFile(ctx, pic, () =>
    ctx.em.transactional(async (tem) => {
      const style = await tem.findOne(Style, { no: styleNo }, SHARE);
      if (!style) throw notFound();
      const product = productNo != null ? tem.getReference(Product, productNo) : null;
      const item = tem.create(Item, { name, pic, path: path ?? null, match, product });
      style.items.add(item);
      await itemAudit.created(tem, viewer, item, { extra: { styleNo } });
      return item;
    }),
  );
}

/** Edits an item: absent fields keep their value, null clears the link or the product; a new picture replaces the old. */
export async function updateItem(
  ctx: Context,
  { no, file, name, path, productNo, match }: ItemUpdateInputValue & RowRef & WithFile,
): Promise<Item> {
  const viewer = requireViewer(ctx);
  if (productNo != null) await productOrFail(ctx.em, productNo);
  const pic = file ? (await ctx.storage.save(file, 'item')).url : null;
  const { item, oldPic } = await keepingFile(ctx, pic, () =>
    ctx.em.transactional(async (tem) => {
      const found = await tem.findOne(Item, { no }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw notFound();
      const before = await itemAudit.changed(tem, viewer, found, 'update', (item) => {
        if (name != null) item.name = name;
        if (path !== undefined) item.path = path;
        if (productNo !== undefined)
          item.product = productNo === null ? null : tem.getReference(Product, productNo, { wrapped: true });
        if (match) item.match = match;
        if (pic) item.pic = pic;
      });
      return { item: found, oldPic: pic ? before.pic : null };
    }),
  );
  await removeFiles(ctx, [oldPic]);
  return item;
}

/** The style with its items as they are now (after a link or an unlink). */
function freshStyle(em: EntityManager, no: number): Promise<Style> {
  return em.findOneOrFail(Style, { no }, { populate: ['items'], refresh: true });
}

/** Links an existing item to a style; the same item twice in a style is refused (409). */
export async function linkItem(ctx: Context, { styleNo, itemNo }: StyleItemRef): Promise<Style> {
  const viewer = requireViewer(ctx);
  try {
    await ctx.em.transactional(async (tem) => {
      const style = await tem.findOne(Style, { no: styleNo }, SHARE);
      const item = style ? await tem.findOne(Item, { no: itemNo }, SHARE) : null;
      if (!style || !item) throw notFound();
      if ((await tem.count(StyleItem, { style, item })) > 0)
        throw conflict(msg('adminFashion.alreadyLinked'), 'itemNo');
      tem.create(StyleItem, { style, item });
      await recordAudit(tem, viewer, {
        subject: AuditSubject.ITEM,
        subjectNo: itemNo,
        action: 'link',
        after: { styleNo },
      });
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(msg('adminFashion.alreadyLinked'), 'itemNo');
    throw err;
  }
  return freshStyle(ctx.em, styleNo);
}

/** Takes an item out of a style; the item itself stays (in the item list, to be linked again). */
export async function unlinkItem(ctx: Context, { styleNo, itemNo }: StyleItemRef): Promise<Style> {
  const viewer = requireViewer(ctx);
  await ctx.em.transactional(async (tem) => {
    const removed = await tem.nativeDelete(StyleItem, { style: styleNo, item: itemNo });
    if (removed === 0) throw notFound(msg('adminFashion.notLinked'));
    await recordAudit(tem, viewer, {
      subject: AuditSubject.ITEM,
      subjectNo: itemNo,
      action: 'unlink',
      before: { styleNo },
    });
  });
  return freshStyle(ctx.em, styleNo);
}
