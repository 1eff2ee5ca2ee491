import { msg } from '@scene-shop/domain';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { badInput } from '../../common/errors.js';
import { INT_MAX } from '../../common/schemas.js';

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_CONTENTS_MAX = 5000;

/** The fields of the add and edit forms (admin-console §2), as the service stores them. */
export interface ProductFields {
  name: string;
  price: number;
  contents: string;
  category: ProductCategory;
  stock: number;
  discountRate: number;
  /** Optional; absent (undefined) leaves the stored family as it is. */
  colorFamily?: ColorFamily | null;
}

/** What a form sends before the rules ran: numbers may be missing, the category may be unset. */
export interface ProductDraft {
  name?: string | null;
  price?: number | null;
  contents?: string | null;
  category?: ProductCategory | null;
  stock?: number | null;
  discountRate?: number | null;
  colorFamily?: ColorFamily | null;
}

/**
 * A form's number as the spec parses it (§5: integers, defaulting to 0): a JSON number is cut to its whole part,
 * text is read like parseInt ('12abc' is 12); blank or unreadable is null, which the rules treat as 0 except for the
 * stock, which must be present.
 */
export function parseInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : null;
}

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;

/**
 * The §5 rules, first failure first, in the form's field order. Adding answers the spec's English texts; editing
 * answers its Korean texts for the stock and the discount rate (the two rules the edit screen states).
 */
export function checkProduct(draft: ProductDraft, mode: 'create' | 'update'): ProductFields {
  const name = draft.name?.trim() ?? '';
  if (!name || name.length > PRODUCT_NAME_MAX) throw badInput(msg('adminProduct.nameRequired'), 'name');
  const price = draft.price ?? 0;
  if (!inRange(price, 1, INT_MAX)) throw badInput(msg('adminProduct.priceInvalid'), 'price');
  const contents = draft.contents?.trim() ?? '';
  if (!contents || contents.length > PRODUCT_CONTENTS_MAX)
    throw badInput(msg('adminProduct.contentsRequired'), 'contents');
  const category = draft.category;
  if (!category || !Object.values(ProductCategory).includes(category))
    throw badInput(msg('adminProduct.categoryRequired'), 'category');
  const stock = draft.stock;
  if (stock === null || stock === undefined || !inRange(stock, 0, INT_MAX))
    throw badInput(
      mode === 'create' ? msg('adminProduct.stockInvalid') : msg('adminProduct.editStockInvalid'),
      'stock',
    );
  const discountRate = draft.discountRate ?? 0;
  if (!inRange(discountRate, 0, 100))
    throw badInput(
      mode === 'create' ? msg('adminProduct.discountRateInvalid') : msg('adminProduct.editDiscountRateInvalid'),
      'discountRate',
    );
  // Beyond §5: the colour family for similar-product suggestions; the APIs' enums already refuse unknown values.
  const { colorFamily } = draft;
  if (colorFamily && !Object.values(ColorFamily).includes(colorFamily))
    throw badInput(msg('common.badInput'), 'colorFamily');
  return {
    name,
    price,
    contents,
    category,
    stock,
    discountRate,
    ...(colorFamily === undefined ? {} : { colorFamily }),
  };
}
