import { LockMode } from '@mikro-orm/core';
import { msg, type ProductOptionsInputValue, type SizeGuideInputValue } from '@scene-shop/domain';
import { badInput, notFound } from '../../common/errors.js';
import type { DomainEvent } from '../../common/events.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { lockSizes, optionRestockEvents } from './option-stock.js';
import { ProductOption } from './product-option.entity.js';
import { Product } from './product.entity.js';

const describe = (o: ProductOption) => ({ no: o.no, label: o.label, stock: o.stock, priceDelta: o.priceDelta });

/**
 * Saves a product's options as the console's editor lists them, in one transaction: listed options are renamed,
 * restocked and repriced in place, new ones added, the others retired (past order lines keep pointing at them and
 * keep their label). The product's stock follows through the options' trigger. Sizes back from 0 tell the members
 * waiting for them, and a product back from 0 its followers, after the commit.
 */
export async function saveProductOptions(
  ctx: Context,
  { productNo, options }: ProductOptionsInputValue,
): Promise<ProductOption[]> {
  const viewer = requireViewer(ctx);
  const recorded = await ctx.em.transactional(async (tem) => {
    // The sizes before the product, as orders take them.
    await lockSizes(tem, productNo);
    const product = await tem.findOne(Product, { no: productNo }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw notFound();
    const current = await tem.find(
      ProductOption,
      { product: productNo, retired: false },
      { orderBy: { sort: 'asc', no: 'asc' } },
    );
    const byNo = new Map(current.map((o) => [o.no, o]));
    if (options.some((o) => o.no && !byNo.has(o.no))) throw badInput(msg('adminProduct.optionMissing'), 'options');
    const before = current.map(describe);
    const stockBefore = product.stock;
    const wasSoldOut = new Set(current.filter((o) => o.stock === 0).map((o) => o.no));
    const kept = new Set(options.map((o) => o.no).filter((no): no is number => !!no));

    // Retire first, so a kept or new option may take a retired one's name (the name index covers active ones only).
    for (const gone of current.filter((o) => !kept.has(o.no))) gone.retired = true;
    await tem.flush();
    const saved = options.map((o, sort) => {
      const option = o.no ? byNo.get(o.no)! : tem.create(ProductOption, { product: productNo, size: o.size });
      Object.assign(option, { size: o.size, color: o.color, stock: o.stock, priceDelta: o.priceDelta, sort });
      return option;
    });
    await tem.flush();
    const [{ stock }] = await tem.execute<{ stock: number }[]>('select stock from product where no = ?', [productNo]);
    await recordAudit(tem, viewer, {
      subject: AuditSubject.PRODUCT,
      subjectNo: productNo,
      action: 'options',
      before: { options: before, stock: stockBefore },
      after: { options: saved.map(describe), stock },
    });
    const news: DomainEvent[] = [
      ...optionRestockEvents(saved.filter((o) => wasSoldOut.has(o.no) && o.stock > 0).map((o) => o.no)),
      ...(stockBefore === 0 && stock! > 0 ? [{ name: 'product.restocked' as const, payload: { productNo } }] : []),
    ];
    return ctx.events.record(tem, ...news);
  });
  await ctx.events.deliver(recorded);
  return ctx.em.find(ProductOption, { product: productNo, retired: false }, { orderBy: { sort: 'asc', no: 'asc' } });
}

/** Sets (or with null removes) a product's measurement table. */
export async function saveSizeGuide(ctx: Context, { productNo, sizeGuide }: SizeGuideInputValue): Promise<Product> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (tem) => {
    const product = await tem.findOne(Product, { no: productNo }, { populate: ['sizeGuide'] });
    if (!product) throw notFound();
    const before = product.sizeGuide ?? null;
    product.sizeGuide = sizeGuide;
    await recordAudit(tem, viewer, {
      subject: AuditSubject.PRODUCT,
      subjectNo: productNo,
      action: 'sizeGuide',
      before: { sizeGuide: before },
      after: { sizeGuide },
    });
    return product;
  });
}
