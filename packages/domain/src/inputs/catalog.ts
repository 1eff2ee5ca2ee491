import { z } from 'zod';
import { issue } from '../keys.js';
import { MAX_PRODUCT_OPTIONS, OPTION_COLOR_MAX, OPTION_SIZE_MAX } from '../options.js';
import { INT_MAX, pageArgs, rowNo } from './common.js';

/** The product categories, stored and answered by these Korean values. */
export const PRODUCT_CATEGORY = { TOP: '상의', BOTTOM: '하의', SHOES: '신발', OTHER: '기타' } as const;

/** Colour families for 'similar product' suggestions: close shades share a family. */
export const COLOR_FAMILY = {
  BLACK: 'black',
  WHITE: 'white',
  GREY: 'grey',
  BEIGE: 'beige',
  BROWN: 'brown',
  RED: 'red',
  PINK: 'pink',
  ORANGE: 'orange',
  YELLOW: 'yellow',
  GREEN: 'green',
  BLUE: 'blue',
  NAVY: 'navy',
  PURPLE: 'purple',
  MULTI: 'multi',
} as const;

/** The shop list's orders. */
export const PRODUCT_SORT = {
  LATEST: 'latest',
  SALES: 'sales',
  PRICE_HIGH: 'priceHigh',
  PRICE_LOW: 'priceLow',
  RATING: 'rating',
} as const;

/** Column lengths of product.name and the bound on a product's description. */
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_CONTENTS_MAX = 5000;
export const ADMIN_PRODUCT_PAGE_SIZE = 8;
/** As the header's search: a console autocomplete's term is at most 50 characters. */
export const PRODUCT_TERM_MAX = 50;

/** The shop's list: a page, of one category or all, in one of the orders, optionally without the sold-out. */
export const productListArgs = pageArgs(10).extend({
  category: z.enum(PRODUCT_CATEGORY).nullish(),
  sort: z.enum(PRODUCT_SORT).default(PRODUCT_SORT.LATEST),
  excludeSoldOut: z.boolean().default(false),
});
export type ProductListArgsValue = z.output<typeof productListArgs>;

/** A calendar day in Korea time, YYYY-MM-DD. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = () => z.string().regex(DAY).nullish();

/** The admin grid's filters (admin-console §2): part of the name, registration days (inclusive), category. */
export const adminProductListArgs = pageArgs(ADMIN_PRODUCT_PAGE_SIZE).extend({
  searchTerm: z.string().trim().max(PRODUCT_NAME_MAX).nullish(),
  startDate: day(),
  endDate: day(),
  category: z.enum(PRODUCT_CATEGORY).nullish(),
});
export type AdminProductListArgsValue = z.output<typeof adminProductListArgs>;

/** The documented grid call (admin console §7) also names the field it searches: the name. */
export const adminProductListQuery = adminProductListArgs.extend({ searchField: z.literal('name').optional() });

/** What the console's name autocomplete sends while typing: possibly blank, which reads nothing. */
export const productNamesArgs = z.strictObject({
  term: z
    .string()
    .max(PRODUCT_TERM_MAX)
    .refine((s) => !s.includes('\0'))
    .transform((s) => s.trim())
    .default(''),
});
export type ProductNamesArgsValue = z.output<typeof productNamesArgs>;

const nameRequired = issue('adminProduct.nameRequired');
const priceInvalid = issue('adminProduct.priceInvalid');
const contentsRequired = issue('adminProduct.contentsRequired');
const categoryRequired = issue('adminProduct.categoryRequired');

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const stock = (message: string) => z.int({ error: message }).min(0, message).max(INT_MAX, message);
/** Left out, the rate is 0. */
const rate = (message: string) =>
  z
    .int({ error: message })
    .min(0, message)
    .max(100, message)
    .nullish()
    .transform((n) => n ?? 0);

/**
 * The add form (admin-console §5), first failure first in the form's order, with the spec's texts. The
 * colour family (beyond §5) is optional: left out, a stored one stays; null clears it.
 */
export const productInput = z.strictObject({
  name: requiredText(PRODUCT_NAME_MAX, nameRequired),
  price: z.int({ error: priceInvalid }).min(1, priceInvalid).max(INT_MAX, priceInvalid),
  contents: requiredText(PRODUCT_CONTENTS_MAX, contentsRequired),
  category: z.enum(PRODUCT_CATEGORY, { error: categoryRequired }),
  stock: stock(issue('adminProduct.stockInvalid')),
  discountRate: rate(issue('adminProduct.discountRateInvalid')),
  colorFamily: z.enum(COLOR_FAMILY).nullish(),
});
export type ProductInputValue = z.output<typeof productInput>;

/** The edit form: the same rules, with the Korean texts its screen states for the stock and the rate. */
export const productEditInput = productInput.extend({
  stock: stock(issue('adminProduct.editStockInvalid')),
  discountRate: rate(issue('adminProduct.editDiscountRateInvalid')),
});
export type ProductEditInputValue = z.output<typeof productEditInput>;

/** Issue 25: a product's sizes as the console's editor saves them, in their order. */
export const productOptionInput = z.strictObject({
  /** An option the product has (renamed, restocked, repriced); none: a new one. */
  no: rowNo().nullish(),
  size: z.string().trim().min(1, issue('adminProduct.optionSizeRequired')).max(OPTION_SIZE_MAX),
  color: z
    .string()
    .trim()
    .max(OPTION_COLOR_MAX)
    .nullish()
    .transform((c) => c || null),
  stock: z.int().min(0, issue('adminProduct.editStockInvalid')).max(INT_MAX),
  /** Won added to (or taken from) the product's price for this size. */
  priceDelta: z.int().min(-1_000_000).max(1_000_000).default(0),
});

/**
 * All of a product's options at once: the listed ones are kept (in this order), the others retired (never deleted:
 * past order lines keep them). Each size and colour once.
 */
export const productOptionsInput = z
  .strictObject({ productNo: rowNo(), options: z.array(productOptionInput).max(MAX_PRODUCT_OPTIONS) })
  .refine((v) => new Set(v.options.map((o) => `${o.size}\u0000${o.color ?? ''}`)).size === v.options.length, {
    message: issue('adminProduct.optionDuplicate'),
    path: ['options'],
  });
export type ProductOptionsInputValue = z.output<typeof productOptionsInput>;

const guideText = z.string().trim().max(20);
/** A product's measurement table: up to 10 columns and 40 sizes; null removes it. */
export const sizeGuideInput = z.strictObject({
  productNo: rowNo(),
  sizeGuide: z
    .strictObject({
      columns: z.array(guideText.min(1)).min(1).max(10),
      rows: z.array(z.strictObject({ size: guideText.min(1), values: z.array(guideText).max(10) })).max(40),
    })
    .nullable(),
});
export type SizeGuideInputValue = z.output<typeof sizeGuideInput>;
