import { z } from 'zod';
import type { ColorFamily, ProductCategory, ProductInput } from '../../gql/graphql';
import { MSG } from '../../lib/messages';

export const CATEGORIES: ProductCategory[] = ['TOP', 'BOTTOM', 'SHOES', 'OTHER'];
export const COLOR_FAMILIES: ColorFamily[] = [
  'BLACK',
  'WHITE',
  'GREY',
  'BEIGE',
  'BROWN',
  'RED',
  'PINK',
  'ORANGE',
  'YELLOW',
  'GREEN',
  'BLUE',
  'NAVY',
  'PURPLE',
  'MULTI',
];

/** What the form's inputs hold: text as typed, the category chosen. */
export interface ProductFormValues {
  name: string;
  price: string;
  contents: string;
  category: ProductCategory | '';
  /** Optional (beyond §5): '' is none. */
  colorFamily: ColorFamily | '';
  stock: string;
  discountRate: string;
}

/** §5: numbers are parsed as integers (parseInt), defaulting to 0. */
export function parseInteger(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

const rate = (text: string) => parseInteger(text) >= 0 && parseInteger(text) <= 100;

/**
 * The rules of §5 for adding and editing (the edit form has its own texts for the stock and the rate); the server
 * checks the same rules. The output is the mutation's input.
 */
export function productSchema(mode: 'create' | 'update') {
  const m = MSG.adminProducts;
  return z
    .object({
      name: z.string().trim().min(1, m.nameRequired),
      price: z.string().refine((s) => parseInteger(s) > 0, m.priceInvalid),
      contents: z.string().trim().min(1, m.contentsRequired),
      category: z.union([z.enum(CATEGORIES), z.literal('')]).refine((c) => c !== '', m.categoryRequired),
      colorFamily: z.union([z.enum(COLOR_FAMILIES), z.literal('')]),
      stock: z
        .string()
        .refine(
          (s) => s.trim() !== '' && parseInteger(s) >= 0,
          mode === 'create' ? m.stockInvalid : m.editStockInvalid,
        ),
      discountRate: z.string().refine(rate, mode === 'create' ? m.discountRateInvalid : m.editDiscountRateInvalid),
    })
    .transform((v): ProductInput => ({
      name: v.name,
      price: parseInteger(v.price),
      contents: v.contents,
      category: v.category || null,
      colorFamily: v.colorFamily || null,
      stock: parseInteger(v.stock),
      discountRate: parseInteger(v.discountRate),
    }));
}

/** A new product's form: the category defaults to other (§2). */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  contents: '',
  category: 'OTHER',
  colorFamily: '',
  stock: '',
  discountRate: '0',
};
