import type { Storage } from '../common/storage.js';
import { drawPiece } from './drawings.js';
import { COLOURS, pieceOf } from './kinds.js';
import { mix } from './paint.js';

/**
 * Demo pictures drawn locally as SVG (no network). Files go to the store under `demo/` and are
 * referenced as `/uploads/demo/<file>.svg`. The number of files is bounded whatever the scale:
 * the first entities get a picture with their own label, the rest share small generic pools.
 */

const FONT = "'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif";

const PALETTES: readonly (readonly [string, string])[] = [
  ['#1f3b73', '#7aa2e3'],
  ['#5b2a86', '#d58ae8'],
  ['#0f5e5a', '#6fd3c4'],
  ['#8a2c2c', '#f2a07b'],
  ['#2d2d2d', '#8c8c8c'],
  ['#7a4b12', '#f2c879'],
  ['#12355b', '#f28f8f'],
  ['#264d2e', '#b6d98c'],
  ['#3c1f4d', '#f6b8d1'],
  ['#0b3d60', '#9ee6f2'],
  ['#6b3a2e', '#e8c4a8'],
  ['#1d1d3f', '#c3b4f2'],
];

/** Plain fills for the pooled community pictures, which show no particular product. */
const FILLS = COLOURS.map((c) => c.hex);

/** Simple silhouettes for the community pictures (an outfit photo, not a catalogue piece). */
const SHAPES = {
  상의: 'M30 20 L42 14 Q50 21 58 14 L70 20 L85 35 L75 43 L68 37 L68 84 L32 84 L32 37 L25 43 L15 35 Z',
  하의: 'M32 14 L68 14 L73 86 L56 86 L50 40 L44 86 L27 86 Z',
};

/** Cell centre and size per piece for a flat-lay of 2, 3 or 4 pieces (tops first, so they get the big cell). */
const FLAT_LAY: Record<number, readonly (readonly [number, number, number])[]> = {
  1: [[150, 175, 220]],
  2: [
    [150, 92, 165],
    [150, 262, 165],
  ],
  3: [
    [150, 92, 170],
    [80, 262, 140],
    [220, 262, 140],
  ],
  4: [
    [80, 92, 140],
    [220, 92, 140],
    [80, 262, 140],
    [220, 262, 140],
  ],
};

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

function palette(n: number): readonly [string, string] {
  return PALETTES[((n % PALETTES.length) + PALETTES.length) % PALETTES.length] as readonly [string, string];
}

function svg(width: number, height: number, colors: readonly [string, string], body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/>` +
    `<stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>\n`
  );
}

function text(x: number, y: number, size: number, value: string, fill = '#ffffff', weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(value)}</text>`;
}

/** Splits a title at the space nearest its middle so long titles fit on a poster. */
function twoLines(title: string): string[] {
  if (title.length <= 7 || !title.includes(' ')) return [title];
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - title.length / 2) < Math.abs(best - title.length / 2))) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

function garment(shape: string, fill: string, x: number, y: number, size: number): string {
  const s = size / 100;
  return `<path transform="translate(${x} ${y}) scale(${s})" d="${shape}" fill="${fill}" stroke="rgba(0,0,0,0.25)" stroke-width="1.5"/>`;
}

/** Writes at a time: with a bucket each file is a request, and a thousand in a row would be slow. */
const PARALLEL_WRITES = 8;

export class DemoImages {
  /** Drawn in this run, by key; `saveAll` writes them (the set is bounded, a few MB at most). */
  private readonly drawn = new Map<string, string>();

  /** Number of distinct files drawn in this run. */
  get fileCount(): number {
    return this.drawn.size;
  }

  private file(name: string, draw: () => string): string {
    const key = `demo/${name}.svg`;
    if (!this.drawn.has(key)) this.drawn.set(key, draw());
    return `/uploads/${key}`;
  }

  /** Writes every picture drawn so far to the store. */
  async saveAll(storage: Storage): Promise<void> {
    const queue = [...this.drawn];
    const writer = async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        await storage.put(next[0], Buffer.from(next[1]), 'image/svg+xml');
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer));
  }

  /** Show poster, 300x420; the first 100 shows get their title, later shows share 20 generic posters. */
  poster(index: number, title: string): string {
    const own = index < 100;
    const key = own ? index : index % 20;
    return this.file(own ? `poster-${key + 1}` : `poster-generic-${key + 1}`, () => {
      const colors = palette(key * 5 + (own ? 0 : 3));
      const lines = own ? twoLines(title) : ['SCENE'];
      const size = Math.max(22, Math.min(38, Math.floor(250 / Math.max(...lines.map((l) => l.length)))));
      const body =
        `<circle cx="${210 - (key % 4) * 30}" cy="${110 + (key % 3) * 20}" r="70" fill="#ffffff" opacity="0.18"/>` +
        `<path d="M0 300 L300 230 L300 420 L0 420 Z" fill="#000000" opacity="0.28"/>` +
        `<circle cx="115" cy="175" r="22" fill="#000000" opacity="0.45"/><rect x="88" y="202" width="54" height="90" rx="24" fill="#000000" opacity="0.45"/>` +
        `<circle cx="185" cy="165" r="24" fill="#000000" opacity="0.5"/><rect x="156" y="194" width="58" height="100" rx="26" fill="#000000" opacity="0.5"/>` +
        text(150, 36, 11, 'SCENE SHOP ORIGINAL', '#ffffffcc', 500) +
        lines.map((l, i) => text(150, 345 + i * (size + 6) - (lines.length - 1) * 12, size, l)).join('') +
        text(150, 404, 11, '토·일 밤 9시 방송', '#ffffffb3', 400);
      return svg(300, 420, colors, body);
    });
  }

  /** Character portrait, 300x300, labelled with the actor for the first 60 characters. */
  portrait(index: number, actor: string, character: string): string {
    const own = index < 60;
    const key = own ? index : index % 20;
    return this.file(own ? `portrait-${key + 1}` : `portrait-generic-${key + 1}`, () => {
      const colors = palette(key * 7 + 1);
      const body =
        `<circle cx="150" cy="118" r="52" fill="#f1d2b6"/><path d="M98 104 Q104 52 150 54 Q198 52 204 106 Q178 80 150 84 Q120 80 98 104 Z" fill="#2b211c"/>` +
        `<path d="M60 300 Q66 196 150 190 Q234 196 240 300 Z" fill="${colors[0]}" stroke="#ffffff55" stroke-width="3"/>` +
        `<rect x="0" y="246" width="300" height="54" fill="#00000066"/>` +
        (own
          ? text(150, 270, 18, actor) + text(150, 291, 13, character, '#ffffffcc', 500)
          : text(150, 280, 18, 'CAST'));
      return svg(300, 300, colors, body);
    });
  }

  /**
   * A whole-outfit picture, 300x400: a flat-lay of exactly the style's pieces in their colours,
   * under the theme. Named after its content, so equal outfits share one file; the outfit pool in
   * catalog-seed bounds how many there are.
   */
  style(theme: string, themeIndex: number, pieces: readonly (readonly [kind: number, colour: number])[]): string {
    const name = `style-${themeIndex + 1}-${pieces.map(([k, c]) => `${k + 1}x${c + 1}`).join('-')}`;
    return this.file(name, () => {
      const [deep, soft] = palette(themeIndex * 5 + 2);
      const colors: readonly [string, string] = [mix(soft, '#ffffff', 0.82), mix(soft, '#ffffff', 0.62)];
      const cells = FLAT_LAY[Math.min(pieces.length, 4)] ?? [];
      const body =
        pieces
          .map(([k, c], i) => {
            const [cx, cy, size] = cells[i] ?? [150, 175, 160];
            return drawPiece(pieceOf(k, c), cx - size / 2, cy - size / 2, size);
          })
          .join('') +
        `<rect x="0" y="350" width="300" height="50" fill="${deep}" opacity="0.85"/>` +
        text(150, 382, 20, theme);
      return svg(300, 400, colors, body);
    });
  }

  /** Product or item picture, 400x400: the kind drawn in the colour (bounded by kind × colour). */
  product(kindIndex: number, colourIndex: number): string {
    return this.file(`piece-${kindIndex + 1}-${colourIndex + 1}`, () => {
      const piece = pieceOf(kindIndex, colourIndex);
      const body =
        `<ellipse cx="200" cy="338" rx="120" ry="14" fill="#00000014"/>` +
        drawPiece(piece, 70, 50, 260) +
        text(200, 384, 18, `${piece.colour} ${piece.kind}`, '#4a4540', 600);
      return svg(400, 400, ['#fbfaf7', '#ebe6dd'], body);
    });
  }

  /** A member's photo of the product they bought, 400x400: the same kind and colour on a table. */
  review(kindIndex: number, colourIndex: number): string {
    return this.file(`review-${kindIndex + 1}-${colourIndex + 1}`, () => {
      const body =
        `<rect x="0" y="250" width="400" height="150" fill="#c9a97a" opacity="0.55"/>` +
        drawPiece(pieceOf(kindIndex, colourIndex), 90, 50, 220) +
        `<rect x="16" y="16" width="92" height="32" rx="16" fill="#ffffffcc"/>` +
        text(62, 38, 15, '실착 리뷰', '#333333');
      return svg(400, 400, ['#efe6da', '#d8c7b0'], body);
    });
  }

  /** A community post picture, 400x500, from a pool of 30 labelled with a hashtag. */
  post(tag: string, tagIndex: number, variant: number): string {
    const v = variant % 3;
    return this.file(`post-${tagIndex + 1}-${v + 1}`, () => {
      const colors = palette(tagIndex * 2 + v + 6);
      const top = FILLS[(tagIndex + v * 2) % FILLS.length] as string;
      const bottom = FILLS[(tagIndex + 4) % FILLS.length] as string;
      const body =
        `<rect x="30" y="30" width="340" height="380" rx="12" fill="#ffffff22"/>` +
        `<circle cx="200" cy="95" r="30" fill="#f1d2b6"/>` +
        garment(SHAPES.상의, top, 110, 115, 180) +
        garment(SHAPES.하의, bottom, 130, 250, 140) +
        text(200, 460, 24, `#${tag}`);
      return svg(400, 500, colors, body);
    });
  }

  /** A main-page popup banner, 400x500. */
  popup(index: number, headline: string, sub: string): string {
    return this.file(`popup-${index + 1}`, () => {
      const colors = palette(index * 3 + 4);
      const body =
        `<circle cx="330" cy="80" r="120" fill="#ffffff" opacity="0.12"/><circle cx="60" cy="430" r="90" fill="#ffffff" opacity="0.1"/>` +
        text(200, 70, 14, 'SCENE SHOP', '#ffffffcc', 500) +
        twoLines(headline)
          .map((l, i) => text(200, 200 + i * 52, 42, l))
          .join('') +
        text(200, 330, 18, sub, '#ffffffdd', 500) +
        `<rect x="120" y="390" width="160" height="48" rx="24" fill="#ffffff"/>` +
        text(200, 421, 17, '지금 보기', colors[0]);
      return svg(400, 500, colors, body);
    });
  }

  /** A profile picture, 200x200, from a pool of 20. */
  avatar(variant: number): string {
    const v = variant % 20;
    return this.file(`avatar-${v + 1}`, () => {
      const body = `<circle cx="100" cy="80" r="36" fill="#ffffffdd"/><path d="M36 200 Q40 126 100 122 Q160 126 164 200 Z" fill="#ffffffdd"/>`;
      return svg(200, 200, palette(v * 5 + 2), body);
    });
  }
}
