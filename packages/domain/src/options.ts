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
