import { dot, line, luminance, mix, shape, type Paint } from './paint.js';

/** Shoes in side view, toe to the right, in a 100×100 box; a second shoe behind makes the pair. */

const RUBBER = '#f3f2ee';
const SOLE = '#3b3633';

function sole(d: string, fill: string): string {
  return `<path d="${d}" fill="${fill}" stroke="${mix(fill, '#000000', 0.35)}" stroke-width="1.2" stroke-linejoin="round"/>`;
}

export const SHOES = {
  sneakers: (p: Paint) =>
    shape('M12 66 Q12 46 27 44 L39 44 Q48 54 64 56 L82 60 Q92 63 90 72 L12 72 Z', p.fill, p) +
    line('M14 50 Q24 42 38 45', p.detail, 1.2) +
    line(
      'M43 49 L48 45 M47 52 L52 48 M51 54.5 L56 50.5 M55 56 L60 52',
      luminance(p.fill) < 0.5 ? RUBBER : p.detail,
      1.3,
    ) +
    line('M70 58 Q74 66 90 68', p.detail, 0.8) +
    sole('M10 72 L92 72 Q93 80 86 80 L16 80 Q9 80 10 72 Z', p.fill === RUBBER ? '#e2e0da' : RUBBER),
  boots: (p: Paint) =>
    shape('M22 16 L48 16 L50 52 Q58 58 76 61 Q90 63 90 74 L20 74 L20 40 Z', p.fill, p) +
    shape('M34 20 L46 20 L47 50 L36 50 Z', p.detail, p) +
    line('M22 16 L20 10 L26 10 L27 16', p.detail, 1.2) +
    sole('M18 74 L92 74 L92 80 L18 80 Z', SOLE) +
    sole('M18 80 L32 80 L31 86 L19 86 Z', SOLE),
  loafers: (p: Paint) =>
    shape('M10 66 Q10 52 24 52 L50 54 Q70 55 84 62 Q93 67 88 72 L10 72 Z', p.fill, p) +
    shape('M50 55 Q58 53 66 57 L62 64 Q56 60 48 62 Z', p.detail, p) +
    line('M24 52 Q38 58 50 55', p.detail, 1) +
    sole('M8 72 L90 72 L89 77 L9 77 Z', SOLE) +
    sole('M9 77 L22 77 L22 81 L10 81 Z', SOLE),
  maryJanes: (p: Paint) =>
    shape('M12 64 Q13 54 24 54 Q38 58 54 56 Q76 54 86 62 Q93 68 86 72 L12 72 Z', p.fill, p) +
    line('M28 55 Q34 44 46 46', p.edge, 4.2) +
    line('M28 55 Q34 44 46 46', p.fill, 2.6) +
    dot(45, 46.5, 1.8, '#d4b25a') +
    sole('M10 72 L90 72 L89 76 L11 76 Z', SOLE) +
    sole('M12 76 L22 76 L21 82 L13 82 Z', SOLE),
  heels: (p: Paint) =>
    line('M15 56 Q34 58 54 74 L92 74', SOLE, 2.4) +
    shape('M15 56 L23 57 L21 88 L17 88 Z', p.fill, p) +
    shape('M50 68 Q62 54 80 58 Q94 62 92 72 L58 74 Z', p.fill, p) +
    line('M15 44 L16 56', p.edge, 3.6) +
    line('M15 44 L16 56', p.fill, 2.2) +
    line('M16 46 Q30 48 52 66', p.edge, 3.6) +
    line('M16 46 Q30 48 52 66', p.fill, 2.2),
  sandals: (p: Paint) =>
    sole('M10 70 Q11 64 20 64 L84 67 Q92 68 90 74 L12 74 Z', '#caa57a') +
    line('M56 66 Q62 48 76 67', p.edge, 5.6) +
    line('M56 66 Q62 48 76 67', p.fill, 4) +
    line('M20 64 Q20 48 34 46 L40 64', p.edge, 4.4) +
    line('M20 64 Q20 48 34 46 L40 64', p.fill, 2.8) +
    dot(34, 46, 1.6, '#d4b25a'),
  mules: (p: Paint) =>
    sole('M10 72 L92 72 L92 78 L12 78 Z', SOLE) +
    sole('M12 72 Q10 66 18 65 L44 66 L90 70 L92 72 Z', '#caa57a') +
    shape('M38 67 Q44 50 64 51 Q86 54 91 68 L92 71 L40 70 Z', p.fill, p) +
    line('M46 60 Q58 52 72 56', p.detail, 1),
};
