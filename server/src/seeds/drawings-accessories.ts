import { colour } from './kinds.js';
import { dot, line, mix, shape, type Paint } from './paint.js';

/** The 기타 category drawn as what each thing is, in a 100×100 box. */

const SILVER = colour('실버').hex;
const GOLD = colour('골드').hex;

/** A strap or handle: an outlined band rather than a hairline, so it reads as leather or fabric. */
function strap(d: string, p: Paint, width: number): string {
  return line(d, p.edge, width + 1.6) + line(d, p.fill, width);
}

/** Gold and silver pieces get a highlight so they read as metal. */
function shine(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.3}" fill="#ffffff" opacity="0.7"/>`;
}

export const ACCESSORIES = {
  tote: (p: Paint) =>
    strap('M34 40 Q34 14 50 14 Q66 14 66 40', p, 3.2) +
    shape('M20 40 L80 40 L85 88 L15 88 Z', p.fill, p) +
    line('M22 47 L78 47', p.detail, 0.8, ' stroke-dasharray="1.6 1.2"') +
    shape('M30 40 L38 40 L38 48 L30 48 Z M62 40 L70 40 L70 48 L62 48 Z', p.detail, p),
  crossbody: (p: Paint) =>
    strap('M27 52 Q22 6 50 6 Q78 6 73 52', p, 2.2) +
    shape('M24 50 Q24 46 28 46 L72 46 Q76 46 76 50 L76 82 Q76 86 72 86 L28 86 Q24 86 24 82 Z', p.fill, p) +
    shape('M24 50 Q24 46 28 46 L72 46 Q76 46 76 50 L76 64 Q50 72 24 64 Z', p.light, p) +
    dot(50, 66, 2.6, GOLD),
  backpack: (p: Paint) =>
    strap('M42 21 Q42 11 50 11 Q58 11 58 21', p, 2.4) +
    shape('M24 36 Q24 20 40 20 L60 20 Q76 20 76 36 L76 86 Q76 90 72 90 L28 90 Q24 90 24 86 Z', p.fill, p) +
    line('M29 36 Q50 24 71 36', p.detail, 1) +
    shape('M31 56 L69 56 L69 80 Q69 84 65 84 L35 84 Q31 84 31 80 Z', p.light, p) +
    line('M34 62 L66 62', p.detail, 1) +
    dot(60, 62, 1.6, p.detail),
  scarf: (p: Paint) =>
    shape('M26 14 Q50 32 74 14 L76 24 Q50 44 24 24 Z', p.fill, p) +
    shape('M32 28 L46 33 L44 84 L28 82 Z', p.fill, p) +
    shape('M54 33 L66 27 L74 76 L60 80 Z', p.fill, p) +
    line('M30.5 70 L44.5 72 M30 75 L44.3 77 M60.5 68 L72 65 M61.3 73 L72.8 70', p.light, 1.8) +
    line(
      'M29 83 L28 89 M33 83.5 L32.5 89.5 M37 84 L37 90 M41 84.3 L41.5 90 M61 80 L62 86 M65 79 L66.5 85 M69 78 L71 84 M73 76.5 L75 82',
      p.edge,
      0.9,
    ),
  bucketHat: (p: Paint) =>
    shape('M32 52 L35 26 Q50 18 65 26 L68 52 Z', p.fill, p) +
    shape('M33.2 43 L66.8 43 L68 52 L32 52 Z', p.detail, p) +
    shape('M32 52 L68 52 L88 70 Q50 80 12 70 Z', p.fill, p) +
    line('M20 68 Q50 76 80 68', p.detail, 0.8, ' stroke-dasharray="1.6 1.2"'),
  earrings: (p: Paint) =>
    [34, 66]
      .map(
        (x) =>
          line(`M${x} 16 Q${x} 10 ${x + 5} 11 Q${x + 8} 13 ${x + 4} 20 L${x} 28`, p.edge, 1.4) +
          line(`M${x} 28 L${x} 40`, p.edge, 1) +
          shape(`M${x} 40 Q${x + 10} 56 ${x} 68 Q${x - 10} 56 ${x} 40 Z`, p.fill, p) +
          shine(x, 58, 6),
      )
      .join(''),
  necklace: (p: Paint) =>
    line('M18 12 Q20 60 50 68 Q80 60 82 12', p.edge, 2.6, ' stroke-dasharray="2.6 0.8"') +
    line('M18 12 Q20 60 50 68 Q80 60 82 12', p.fill, 1.6, ' stroke-dasharray="2.6 0.8"') +
    dot(18, 12, 2, p.edge) +
    dot(82, 12, 2, p.edge) +
    line('M50 68 L50 72', p.edge, 1.4) +
    shape('M50 72 Q58 72 58 80 Q58 88 50 88 Q42 88 42 80 Q42 72 50 72 Z', p.fill, p) +
    dot(50, 80, 3.4, mix(p.fill, '#ffffff', 0.55)) +
    shine(50, 80, 7),
  belt: (p: Paint) =>
    shape('M8 42 L84 42 L94 50 L84 58 L8 58 Z', p.fill, p) +
    line('M10 45 L84 45 M10 55 L84 55', p.detail, 0.6, ' stroke-dasharray="1.4 1"') +
    `<rect x="16" y="37" width="16" height="26" rx="3" fill="none" stroke="${mix(SILVER, '#000000', 0.3)}" stroke-width="4.2"/>` +
    `<rect x="16" y="37" width="16" height="26" rx="3" fill="none" stroke="${SILVER}" stroke-width="2.6"/>` +
    line('M24 50 L38 50', SILVER, 2) +
    shape('M40 40 L46 40 L46 60 L40 60 Z', p.fill, p) +
    [56, 64, 72, 80].map((x) => dot(x, 50, 1.3, p.edge)).join(''),
  sunglasses: (p: Paint) => {
    const lens = mix(p.fill, '#101014', 0.55);
    const frame = (d: string) => shape(d, lens, p) + `<path d="${d}" fill="none" stroke="${p.fill}" stroke-width="3"/>`;
    return (
      line('M16 38 L5 34 M84 38 L95 34', p.fill, 2.6) +
      frame('M14 40 Q14 34 20 34 L41 34 Q46 34 46 40 Q46 62 30 62 Q14 62 14 40 Z') +
      frame('M54 40 Q54 34 59 34 L80 34 Q86 34 86 40 Q86 62 70 62 Q54 62 54 40 Z') +
      line('M46 39 Q50 34 54 39', p.fill, 2.6) +
      line('M20 42 L26 38 M60 42 L66 38', '#ffffff', 1.4, ' opacity="0.6"')
    );
  },
  hairpin: (p: Paint) =>
    `<rect x="12" y="56" width="76" height="6" rx="3" fill="${SILVER}" stroke="${mix(SILVER, '#000000', 0.35)}" stroke-width="1"/>` +
    line('M16 62 Q50 70 84 62', mix(SILVER, '#000000', 0.2), 1.2) +
    shape('M50 50 L24 34 Q16 50 24 66 Z', p.fill, p) +
    shape('M50 50 L76 34 Q84 50 76 66 Z', p.fill, p) +
    line('M44 47 L28 40 M44 53 L28 60 M56 47 L72 40 M56 53 L72 60', p.detail, 0.8) +
    shape('M44 44 L56 44 L56 56 L44 56 Z', p.detail, p),
  watch: (p: Paint) => {
    const metal = p.fill === GOLD || p.fill === SILVER ? p.fill : SILVER;
    return (
      shape('M40 4 L60 4 L60 34 L40 34 Z', p.fill, p) +
      shape('M40 66 L60 66 L60 96 L40 96 Z', p.fill, p) +
      [76, 83, 90].map((y) => dot(50, y, 1.2, p.edge)).join('') +
      `<rect x="69" y="46" width="5" height="8" rx="1.5" fill="${metal}" stroke="${mix(metal, '#000000', 0.35)}"/>` +
      `<circle cx="50" cy="50" r="20" fill="${metal}" stroke="${mix(metal, '#000000', 0.35)}" stroke-width="1.2"/>` +
      `<circle cx="50" cy="50" r="16" fill="#fbfaf6"/>` +
      line('M50 50 L50 38 M50 50 L58 54', '#2b2b2b', 1.6) +
      [0, 90, 180, 270]
        .map((a) => dot(50 + 13 * Math.sin((a * Math.PI) / 180), 50 - 13 * Math.cos((a * Math.PI) / 180), 1, '#2b2b2b'))
        .join('')
    );
  },
};
