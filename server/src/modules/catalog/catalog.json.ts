import { toKoreaIso } from '../../common/dates.js';
import type { ProductOption } from './product-option.entity.js';
import type { Product } from './product.entity.js';

/** What productJson reads: a Product, or a plain row that carries the same values. */
export type ProductFields = Pick<
  Product,
  | 'no'
  | 'name'
  | 'contents'
  | 'pic'
  | 'price'
  | 'discountRate'
  | 'discountedPrice'
  | 'stock'
  | 'available'
  | 'category'
  | 'date'
  | 'salesCount'
  | 'score'
  | 'reviewCount'
>;

/** The documented JSON shapes of the original API; dates in Korea time. */
export const productJson = (p: ProductFields) => ({
  no: p.no,
  name: p.name,
  contents: p.contents,
  pic: p.pic,
  price: p.price,
  discountRate: p.discountRate,
  discountedPrice: p.discountedPrice,
  stock: p.stock,
  available: p.available,
  category: p.category,
  date: toKoreaIso(p.date),
  count: p.salesCount,
  score: p.score,
  reviewCount: p.reviewCount,
});

/** Added to the documented product detail: a size (and colour) with its own stock and price difference. */
export const optionJson = (o: ProductOption) => ({
  no: o.no,
  size: o.size,
  color: o.color,
  label: o.label,
  stock: o.stock,
  priceDelta: o.priceDelta,
});
