import { ColorFamily } from '../common/enums.js';

/**
 * The colour family of a drawn colour, read from its OKLCH coordinates (lightness, chroma, hue): OKLCH hues are
 * close to how people name colours, so one hue range per family works for any hex, not only the demo palette.
 */

/** sRGB channel (0..255) to linear light. */
const linear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Lightness and chroma in percent, hue in degrees (Björn Ottosson's OKLab, polar form). */
export function oklch(hex: string): { l: number; c: number; h: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(linear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(bb, a) * 180) / Math.PI;
  return { l: lightness * 100, c: Math.hypot(a, bb) * 100, h: hue < 0 ? hue + 360 : hue };
}

export function colorFamilyOf(hex: string): ColorFamily {
  const { l, c, h } = oklch(hex);
  // Near-white tints (ivory, cream) read as white before their faint hue counts.
  if (l >= 90 && c < 6) return ColorFamily.WHITE;
  if (c < 3.5) return l < 35 ? ColorFamily.BLACK : ColorFamily.GREY;
  if (h >= 345 || h < 45) return l >= 72 ? ColorFamily.PINK : ColorFamily.RED;
  if (h < 100) {
    // Muted warm colours are the beiges and browns; vivid ones orange, then yellow past 75°.
    if (c < 10) return l >= 72 ? ColorFamily.BEIGE : ColorFamily.BROWN;
    if (h >= 75) return ColorFamily.YELLOW;
    return l < 60 ? ColorFamily.BROWN : ColorFamily.ORANGE;
  }
  // Pale or vivid yellow-greens are yellows; muted ones (khaki, olive) greens.
  if (h < 125) return c >= 15 || l >= 85 ? ColorFamily.YELLOW : ColorFamily.GREEN;
  if (h < 200) return ColorFamily.GREEN;
  if (h < 285) return l < 40 ? ColorFamily.NAVY : ColorFamily.BLUE;
  return ColorFamily.PURPLE;
}
