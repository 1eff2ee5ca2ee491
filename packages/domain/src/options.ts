/** Product options (issue 25): sizes, and colours where a product comes in several. */

/** The one size of an accessory. */
export const ONE_SIZE = 'FREE';
export const OPTION_SIZE_MAX = 20;
export const OPTION_COLOR_MAX = 20;
/** The most active options one product may have. */
export const MAX_PRODUCT_OPTIONS = 30;

/** How an option is named to a shopper and kept on the order line ('M', '블랙 / 250'). */
export function optionLabel(size: string, color?: string | null): string {
  return color ? `${color} / ${size}` : size;
}

/** The kinds of size a shopper's choice is remembered by: clothes (S…XL, 44…110) and shoes (230…280 mm). */
export type SizeKind = 'clothes' | 'shoes';

/** Shoe sizes are millimetres, three digits from 200 up (the clothes' 100…110 are chest sizes, not shoes). */
export const SHOE_SIZE = /^[2-9]\d{2}$/;

/** The kind of a size; the one size of an accessory has none. */
export function sizeKind(size: string): SizeKind | null {
  if (size === ONE_SIZE) return null;
  return SHOE_SIZE.test(size) ? 'shoes' : 'clothes';
}
