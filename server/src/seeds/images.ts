import fs from 'node:fs';
import path from 'node:path';
import type { CategoryName } from './words.js';

/**
 * Demo pictures drawn locally as SVG (no network). Files go to `<uploadDir>/demo/` and are
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

/** Garment fill per colour word used in product names, so a '버건디 니트' is drawn burgundy. */
const COLOR_HEX: Record<string, string> = {
  블랙: '#222222',
  아이보리: '#f3ecdc',
  네이비: '#1f2f5c',
  베이지: '#d9c4a1',
  차콜: '#474b4f',
  카키: '#6b6b3a',
  버건디: '#7b1f32',
  스카이블루: '#8cc4ec',
  라벤더: '#b9a6e0',
  브라운: '#7a5134',
};

const SHAPES: Record<CategoryName | '스커트', string> = {
  상의: 'M30 20 L42 14 Q50 21 58 14 L70 20 L85 35 L75 43 L68 37 L68 84 L32 84 L32 37 L25 43 L15 35 Z',
  하의: 'M32 14 L68 14 L73 86 L56 86 L50 40 L44 86 L27 86 Z',
  스커트: 'M36 18 L64 18 L80 80 Q50 88 20 80 Z',
  신발: 'M12 62 Q14 44 29 44 L43 46 Q52 57 67 58 L84 61 Q91 65 89 74 L12 74 Z',
  기타: 'M24 40 L76 40 L80 84 L20 84 Z M38 40 Q38 20 50 20 Q62 20 62 40 L58 40 Q58 25 50 25 Q42 25 42 40 Z',
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

export class DemoImages {
  private readonly dir: string;
  private readonly made = new Set<string>();

  constructor(uploadDir: string) {
    this.dir = path.join(uploadDir, 'demo');
    fs.mkdirSync(this.dir, { recursive: true });
  }

  /** Number of distinct files written in this run. */
  get fileCount(): number {
    return this.made.size;
  }

  private file(name: string, draw: () => string): string {
    if (!this.made.has(name)) {
      fs.writeFileSync(path.join(this.dir, `${name}.svg`), draw());
      this.made.add(name);
    }
    return `/uploads/demo/${name}.svg`;
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

  /** A whole-outfit picture, 300x400, shared by theme (30 files at most). */
  style(theme: string, themeIndex: number, variant: number): string {
    const v = variant % 3;
    return this.file(`style-${themeIndex + 1}-${v + 1}`, () => {
      const colors = palette(themeIndex + v * 4 + 2);
      const top = Object.values(COLOR_HEX)[(themeIndex + v) % 10] as string;
      const bottom = Object.values(COLOR_HEX)[(themeIndex * 3 + v + 5) % 10] as string;
      const body =
        `<circle cx="150" cy="70" r="28" fill="#f1d2b6"/>` +
        garment(SHAPES.상의, top, 70, 88, 160) +
        garment(v === 1 ? SHAPES.스커트 : SHAPES.하의, bottom, 90, 210, 120) +
        `<rect x="0" y="350" width="300" height="50" fill="#00000055"/>` +
        text(150, 382, 20, theme);
      return svg(300, 400, colors, body);
    });
  }

  /** Product or item picture, 400x400: the garment of the type in the named colour (bounded by type × colour). */
  product(category: CategoryName, type: string, typeIndex: number, color: string): string {
    const colorIndex = Object.keys(COLOR_HEX).indexOf(color);
    return this.file(`product-${typeIndex + 1}-${colorIndex + 1}`, () => {
      const shape = type.includes('스커트') ? SHAPES.스커트 : SHAPES[category];
      const light: readonly [string, string] = ['#fbfaf7', palette(typeIndex)[1]];
      const body =
        `<ellipse cx="200" cy="330" rx="130" ry="18" fill="#00000022"/>` +
        garment(shape, COLOR_HEX[color] ?? '#777777', 60, 40, 280) +
        text(200, 385, 18, `${color} ${type}`, '#333333', 600);
      return svg(400, 400, light, body);
    });
  }

  /** A member's photo attached to a review, 400x400, from a pool of 24. */
  review(category: CategoryName, variant: number): string {
    const v = variant % 6;
    const ci = ['상의', '하의', '신발', '기타'].indexOf(category);
    return this.file(`review-${ci + 1}-${v + 1}`, () => {
      const fill = Object.values(COLOR_HEX)[(ci * 3 + v) % 10] as string;
      const body =
        `<rect x="20" y="250" width="360" height="130" fill="#c9a97a" opacity="0.6"/>` +
        garment(reviewShape(category, v), fill, 90, 60, 220) +
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
      const top = Object.values(COLOR_HEX)[(tagIndex + v * 2) % 10] as string;
      const bottom = Object.values(COLOR_HEX)[(tagIndex + 4) % 10] as string;
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

function reviewShape(category: CategoryName, variant: number): string {
  return category === '하의' && variant % 2 === 1 ? SHAPES.스커트 : SHAPES[category];
}
