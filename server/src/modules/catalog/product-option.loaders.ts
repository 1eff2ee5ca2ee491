import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { entityColumns, mapRow, placeholders } from '../../common/entity-rows.js';
import type { SizeGuide } from './product.entity.js';
import { ProductOption } from './product-option.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    optionsOfProduct: DataLoader<number, ProductOption[]>;
    sizeGuideOf: DataLoader<number, SizeGuide | null>;
  }
}

/** The active options of these products, in their order, keyed by product, in one statement. */
export async function optionsOfProducts(
  em: EntityManager,
  productNos: readonly number[],
): Promise<Map<number, ProductOption[]>> {
  // Hand-written (common/entity-rows.ts): product pages and lists ask for this on every miss.
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${entityColumns(em, ProductOption, 'o')} from product_option o
      where o.product_no in (${placeholders(productNos)}) and not o.retired order by o.product_no, o.sort, o.no`,
    [...productNos],
  );
  const options = rows.map((r) => mapRow(em, ProductOption, r));
  const byProduct = new Map<number, ProductOption[]>();
  for (const option of options) {
    const productNo = option.product.unwrap().no;
    byProduct.set(productNo, [...(byProduct.get(productNo) ?? []), option]);
  }
  return byProduct;
}

/** A list's products' options and size guides: one statement each for the whole list. */
export const productOptionLoaders = (em: EntityManager) => ({
  optionsOfProduct: new DataLoader<number, ProductOption[]>(async (productNos) => {
    const byProduct = await optionsOfProducts(em, productNos);
    return productNos.map((no) => byProduct.get(no) ?? []);
  }),
  sizeGuideOf: new DataLoader<number, SizeGuide | null>(async (productNos) => {
    const rows = await em.execute<{ no: number; size_guide: SizeGuide | null }[]>(
      'select no, size_guide from product where no in (?)',
      [[...productNos]],
    );
    const guides = new Map(rows.map((r) => [r.no, r.size_guide]));
    return productNos.map((no) => guides.get(no) ?? null);
  }),
});
