import { dot, line, shape, type Paint } from './paint.js';

/** Tops and bottoms as flat front views in a 100×100 box. */

const LONG_SLEEVES =
  'M32 15 L42 12 Q50 19 58 12 L68 15 L80 24 L91 76 L80 79 L70 42 L70 88 L30 88 L30 42 L20 79 L9 76 L20 24 Z';
const NECK = 'M42 12 Q50 19 58 12';

function buttons(x: number, ys: readonly number[], fill: string): string {
  return ys.map((y) => dot(x, y, 1.5, fill)).join('');
}

/** Ribbed hem and cuffs: the lines that tell a knit from a shirt. */
function ribs(p: Paint): string {
  const hem = [34, 40, 46, 52, 58, 64].map((x) => `M${x} 82 L${x} 88`).join(' ');
  return (
    line('M30 82 L70 82', p.detail, 1) +
    line(hem, p.detail, 0.7) +
    line('M12.4 70 L22.6 72.6 M87.6 70 L77.4 72.6', p.detail, 1)
  );
}

export const TOPS = {
  tee: (p: Paint) =>
    shape('M31 15 L42 12 Q50 20 58 12 L69 15 L88 32 L78 43 L70 37 L70 88 L30 88 L30 37 L22 43 L12 32 Z', p.fill, p) +
    line(NECK, p.detail, 1.6),
  shirt: (p: Paint) =>
    shape(LONG_SLEEVES, p.fill, p) +
    shape('M42 12 L50 21 L41 27 L38 15 Z', p.light, p) +
    shape('M58 12 L50 21 L59 27 L62 15 Z', p.light, p) +
    line('M50 21 L50 88', p.detail, 0.8) +
    buttons(50, [31, 43, 55, 67, 79], p.detail) +
    line('M12.4 70 L22.6 72.6 M87.6 70 L77.4 72.6', p.detail, 0.8),
  knit: (p: Paint) => shape(LONG_SLEEVES, p.fill, p) + line(NECK, p.detail, 2.2) + ribs(p),
  hoodie: (p: Paint) =>
    shape('M38 15 Q40 3 50 3 Q60 3 62 15 Q50 24 38 15 Z', p.fill, p) +
    shape(LONG_SLEEVES, p.fill, p) +
    shape('M41 13 Q50 22 59 13 Q56 8 50 8 Q44 8 41 13 Z', p.detail, p) +
    line('M46 19 L45 32 M54 19 L55 32', p.detail, 0.9) +
    shape('M38 60 L62 60 L66 76 L34 76 Z', p.fill, p) +
    ribs(p),
  cardigan: (p: Paint) =>
    shape(LONG_SLEEVES, p.fill, p) +
    shape('M42 12 L50 40 L58 12 Q50 18 42 12 Z', '#ffffff', p) +
    line('M50 40 L50 88', p.detail, 1) +
    buttons(47, [46, 56, 66, 76], p.detail) +
    ribs(p),
  jacket: (p: Paint) =>
    shape(LONG_SLEEVES, p.fill, p) +
    shape('M42 12 L50 44 L58 12 Q50 17 42 12 Z', '#f7f4ee', p) +
    shape('M42 12 L50 44 L39 30 L43 24 L38 18 Z', p.detail, p) +
    shape('M58 12 L50 44 L61 30 L57 24 L62 18 Z', p.detail, p) +
    line('M50 44 L50 88', p.edge, 0.8) +
    buttons(53, [56, 66], p.edge) +
    line('M35 66 L44 66 M56 66 L65 66', p.edge, 1),
  coat: (p: Paint) =>
    shape(
      'M32 12 L42 9 L50 14 L58 9 L68 12 L80 22 L91 78 L80 81 L71 40 L74 95 L26 95 L29 40 L20 81 L9 78 L20 22 Z',
      p.fill,
      p,
    ) +
    shape('M42 9 L50 38 L38 26 L42 20 L37 14 Z', p.detail, p) +
    shape('M58 9 L50 38 L62 26 L58 20 L63 14 Z', p.detail, p) +
    line('M50 38 L50 95', p.edge, 0.8) +
    buttons(44, [44, 54], p.edge) +
    buttons(56, [44, 54], p.edge) +
    shape('M28.6 58 L71.4 58 L71.7 63 L28.3 63 Z', p.detail, p) +
    shape('M46 57 L54 57 L54 64 L46 64 Z', 'none', p),
  vest: (p: Paint) =>
    shape('M33 14 L42 11 L50 34 L58 11 L67 14 Q66 28 72 34 L72 84 L28 84 L28 34 Q34 28 33 14 Z', p.fill, p) +
    line('M50 34 L50 84', p.detail, 0.9) +
    buttons(50, [44, 56, 68], p.detail) +
    line('M34 62 L44 62 M56 62 L66 62', p.detail, 1),
  puffer: (p: Paint) =>
    shape(
      'M38 6 L62 6 L63 14 L72 16 L84 26 L92 76 L80 80 L72 44 L73 88 L27 88 L28 44 L20 80 L8 76 L16 26 L28 16 L37 14 Z',
      p.fill,
      p,
    ) +
    line(
      'M28.5 30 Q50 34 71.5 30 M28.2 45 Q50 49 71.8 45 M27.8 60 Q50 64 72.2 60 M27.4 75 Q50 79 72.6 75',
      p.detail,
      1,
    ) +
    line('M15 40 L24 40 M85 40 L76 40 M13 56 L22 56 M87 56 L78 56', p.detail, 1) +
    line('M50 6 L50 88', p.edge, 1),
};

const PANTS = 'M30 10 L70 10 L74 92 L55 92 L50 34 L45 92 L26 92 Z';

function waistband(p: Paint, left = 30, right = 70): string {
  return (
    shape(`M${left} 10 L${right} 10 L${right + 0.3} 16 L${left - 0.3} 16 Z`, p.fill, p) +
    line(`M50 16 L50 30`, p.detail, 0.8)
  );
}

export const BOTTOMS = {
  pants: (p: Paint) => shape(PANTS, p.fill, p) + waistband(p) + line('M36 17 L36 88 M64 17 L64 88', p.detail, 0.6),
  jeans: (p: Paint) =>
    shape(PANTS, p.fill, p) +
    waistband(p) +
    line('M32 17 Q38 24 44 17 M56 17 Q62 24 68 17', p.light, 0.9, ' stroke-dasharray="1.6 1.2"') +
    line('M27 86 L44 86 M56 86 L73 86', p.light, 0.9, ' stroke-dasharray="1.6 1.2"') +
    dot(50, 13, 1.3, '#c9a24a'),
  widePants: (p: Paint) =>
    shape('M31 10 L69 10 L82 92 L54 92 L50 38 L46 92 L18 92 Z', p.fill, p) +
    waistband(p, 31, 69) +
    line('M38 17 L32 88 M62 17 L68 88', p.detail, 0.6),
  joggers: (p: Paint) =>
    shape('M30 10 L70 10 L73 84 L70 92 L56 92 L55 84 L50 34 L45 84 L44 92 L30 92 L27 84 Z', p.fill, p) +
    waistband(p) +
    line('M27 84 L45 84 M55 84 L73 84', p.detail, 1.2) +
    line('M47 16 L46 23 M53 16 L54 23', p.detail, 0.8),
  leggings: (p: Paint) => shape('M33 10 L67 10 L64 92 L54 92 L50 34 L46 92 L36 92 Z', p.fill, p) + waistband(p, 33, 67),
  shorts: (p: Paint) =>
    shape('M28 22 L72 22 L79 66 L55 68 L50 44 L45 68 L21 66 Z', p.fill, p) +
    shape('M28 22 L72 22 L72.3 28 L27.7 28 Z', p.fill, p) +
    line('M50 28 L50 40', p.detail, 0.8) +
    line('M22 61 L45.5 63 M54.5 63 L78 61', p.detail, 0.8),
  miniSkirt: (p: Paint) =>
    shape('M33 24 L67 24 L80 66 Q50 72 20 66 Z', p.fill, p) + shape('M33 24 L67 24 L67.5 30 L32.5 30 Z', p.fill, p),
  pleatedSkirt: (p: Paint) =>
    shape('M34 12 L66 12 L82 80 Q50 86 18 80 Z', p.fill, p) +
    shape('M34 12 L66 12 L66.5 18 L33.5 18 Z', p.fill, p) +
    line('M38 18 L28 82 M44 18 L39 84 M50 18 L50 85 M56 18 L61 84 M62 18 L72 82', p.detail, 0.8),
  longSkirt: (p: Paint) =>
    shape('M36 8 L64 8 L70 40 Q80 70 84 94 Q50 99 16 94 Q20 70 30 40 Z', p.fill, p) +
    shape('M36 8 L64 8 L64.5 14 L35.5 14 Z', p.fill, p) +
    line('M42 30 Q38 62 32 94 M58 30 Q62 62 68 94', p.detail, 0.7),
};
