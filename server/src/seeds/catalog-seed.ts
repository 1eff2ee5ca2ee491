import { scaled, type Cell } from './bulk.js';
import { koreaMidnight, rngFor, type SeedContext } from './context.js';
import { DAY_MS, type Rng } from './random.js';
import { PRODUCT_LINES } from './texts.js';
import { koreanName } from './users-seed.js';
import {
  CATEGORIES,
  CATEGORY_TYPES,
  COLORS,
  PRODUCT_ADJECTIVES,
  SHOW_TITLES,
  SURNAMES,
  TITLE_HEADS,
  TITLE_TAILS,
  type CategoryName,
} from './words.js';

/** Products as the order generator needs them; index i is product number i + 1, in registration order. */
export interface Catalog {
  count: number;
  date: Float64Array;
  price: Int32Array;
  discountRate: Int32Array;
  category: Uint8Array;
  /** 0..1; low-quality products collect more cancellations and lower review scores. */
  quality: Float32Array;
  /** Running sum of popularity weights, so a product registered before time t can be drawn in O(log n). */
  cumWeight: Float64Array;
}

export interface Shows {
  showCount: number;
  characterCount: number;
  /** Character numbers per show (index = show number - 1), for scraps and popups. */
  charactersOfShow: number[][];
}

const ALL_TYPES: string[] = CATEGORIES.flatMap((c) => [...CATEGORY_TYPES[c]]);
const ROLE_TITLES = ['실장', '팀장', '변호사', '셰프', '대표', '기자', '원장', '작가'];
const STYLE_THEMES = [
  '오피스룩',
  '캐주얼',
  '데이트룩',
  '공항패션',
  '파티룩',
  '캠퍼스룩',
  '홈웨어',
  '스트릿',
  '포멀',
  '리조트룩',
];

/** A category, a garment type of it and one of four colours that type comes in (bounds the picture pool). */
function garment(rng: Rng): { category: CategoryName; type: string; typeIndex: number; color: string } {
  const category = rng.weighted<CategoryName>([
    ['상의', 35],
    ['하의', 25],
    ['신발', 20],
    ['기타', 20],
  ]);
  const type = rng.pick(CATEGORY_TYPES[category]);
  const typeIndex = ALL_TYPES.indexOf(type);
  const color = COLORS[(typeIndex + rng.int(0, 3) * 3) % COLORS.length] as string;
  return { category, type, typeIndex, color };
}

/** Registration dates start before 2024 so that the 2024 order history has products to sell. */
export function catalogStart(now: number): number {
  return Math.min(now - 730 * DAY_MS, koreaMidnight(2023, 12, 1));
}

export async function seedProducts(ctx: SeedContext): Promise<Catalog> {
  const rng = rngFor('products');
  const count = scaled(ctx.scale, 120, 100_000, 40);
  const start = catalogStart(ctx.now);
  const date = new Float64Array(count);
  // A launch range first, then a steady trickle of new products up to a few days ago.
  for (let i = 0; i < count; i++) {
    date[i] = rng.chance(0.25)
      ? rng.timeBetween(start, start + 45 * DAY_MS)
      : rng.timeBetween(start, ctx.now - 2 * DAY_MS);
  }
  date.sort();
  const catalog: Catalog = {
    count,
    date,
    price: new Int32Array(count),
    discountRate: new Int32Array(count),
    category: new Uint8Array(count),
    quality: new Float32Array(count),
    cumWeight: new Float64Array(count),
  };
  let cumulative = 0;
  await ctx.db.insert(
    'product',
    [
      ['no', 'int'],
      ['name', 'text'],
      ['contents', 'text'],
      ['pic', 'text'],
      ['price', 'int'],
      ['discount_rate', 'int'],
      ['stock', 'int'],
      ['available', 'bool'],
      ['category', 'text'],
      ['date', 'timestamptz'],
    ],
    count,
    (i): Cell[] => {
      const g = garment(rng);
      const price = rng.int(20, 189) * 1000 - (rng.chance(0.6) ? 100 : 0);
      const discount = rng.chance(0.7) ? 0 : rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
      const stock = rng.weighted<() => number>([
        [() => 0, 8],
        [() => rng.int(1, 5), 10],
        [() => rng.int(6, 300), 82],
      ])();
      const contents = `${rng.shuffle(PRODUCT_LINES).slice(0, rng.int(2, 3)).join(' ')} 색상: ${g.color}.`;
      catalog.price[i] = price;
      catalog.discountRate[i] = discount;
      catalog.category[i] = CATEGORIES.indexOf(g.category);
      catalog.quality[i] = rng.next();
      // A heavy tail of popularity gives the bestseller charts clear winners.
      cumulative += 0.2 + rng.next() ** 6 * 20;
      catalog.cumWeight[i] = cumulative;
      const name = `${rng.pick(PRODUCT_ADJECTIVES)} ${g.color} ${g.type}`;
      const pic = ctx.images.product(g.category, g.type, g.typeIndex, g.color);
      return [i + 1, name, contents, pic, price, discount, stock, !rng.chance(0.03), g.category, date[i] as number];
    },
  );
  return catalog;
}

/** Unique titles: the hand-written ones, then shuffled word pairs, then numbered seasons of those. */
function showTitles(rng: Rng, count: number): string[] {
  const titles = SHOW_TITLES.slice(0, count);
  const taken = new Set(titles);
  const pairs = rng
    .shuffle(TITLE_HEADS.flatMap((h) => TITLE_TAILS.map((t) => `${h} ${t}`)))
    .filter((t) => !taken.has(t));
  for (let season = 1; titles.length < count; season++) {
    for (const pair of pairs) {
      if (titles.length >= count) break;
      titles.push(season === 1 ? pair : `${pair} 시즌${season}`);
    }
  }
  return titles;
}

export async function seedShows(ctx: SeedContext, catalog: Catalog): Promise<Shows> {
  const rng = rngFor('shows');
  const showCount = scaled(ctx.scale, 12, 1_000, 4);
  const titles = showTitles(rng, showCount);
  const byCategory: number[][] = CATEGORIES.map(() => []);
  for (let i = 0; i < catalog.count; i++) byCategory[catalog.category[i] as number]?.push(i + 1);
  const start = catalogStart(ctx.now);

  const shows: Cell[][] = [];
  const characters: Cell[][] = [];
  const styles: Cell[][] = [];
  const items: Cell[][] = [];
  const links: Cell[][] = [];
  const charactersOfShow: number[][] = [];
  for (let s = 0; s < showCount; s++) {
    const showNo = s + 1;
    const title = titles[s] as string;
    const createdAt = rng.timeBetween(start, ctx.now - 7 * DAY_MS);
    shows.push([showNo, title, ctx.images.poster(s, title), createdAt]);
    const showItems: number[] = [];
    const own: number[] = [];
    for (let c = rng.int(3, 5); c > 0; c--) {
      const characterNo = characters.length + 1;
      const actor = koreanName(rng);
      const role = rng.chance(0.75) ? koreanName(rng) : `${rng.pick(SURNAMES)} ${rng.pick(ROLE_TITLES)}`;
      const name = `${role} 역`;
      characters.push([characterNo, showNo, actor, name, ctx.images.portrait(characterNo - 1, actor, name)]);
      own.push(characterNo);
      for (let st = rng.int(2, 4); st > 0; st--) {
        const styleNo = styles.length + 1;
        const theme = rng.int(0, STYLE_THEMES.length - 1);
        styles.push([
          styleNo,
          characterNo,
          ctx.images.style(STYLE_THEMES[theme] as string, theme, rng.int(0, 2)),
          Math.min(createdAt + rng.int(1, 30) * DAY_MS, ctx.now - DAY_MS),
        ]);
        const inStyle = new Set<number>();
        for (let it = rng.int(2, 4); it > 0; it--) {
          // Some pieces reappear across a show's outfits (the same coat in several scenes).
          const reuse = showItems.length > 0 && rng.chance(0.2) ? rng.pick(showItems) : 0;
          if (reuse && !inStyle.has(reuse)) {
            inStyle.add(reuse);
            links.push([styleNo, reuse]);
            continue;
          }
          const itemNo = items.length + 1;
          const g = garment(rng);
          const candidates = byCategory[CATEGORIES.indexOf(g.category)] ?? [];
          const productNo = candidates.length > 0 && rng.chance(0.85) ? rng.pick(candidates) : null;
          items.push([
            itemNo,
            `${g.color} ${g.type}`,
            ctx.images.product(g.category, g.type, g.typeIndex, g.color),
            `https://example.com/items/${itemNo}`,
            productNo,
          ]);
          showItems.push(itemNo);
          inStyle.add(itemNo);
          links.push([styleNo, itemNo]);
        }
      }
    }
    charactersOfShow.push(own);
  }

  const db = ctx.db;
  await db.insert(
    'show',
    [
      ['no', 'int'],
      ['title', 'text'],
      ['pic', 'text'],
      ['created_at', 'timestamptz'],
    ],
    shows.length,
    (i) => shows[i] as Cell[],
  );
  await db.insert(
    'character',
    [
      ['no', 'int'],
      ['show_no', 'int'],
      ['actor_name', 'text'],
      ['name', 'text'],
      ['pic', 'text'],
    ],
    characters.length,
    (i) => characters[i] as Cell[],
  );
  await db.insert(
    'style',
    [
      ['no', 'int'],
      ['character_no', 'int'],
      ['pic', 'text'],
      ['created_at', 'timestamptz'],
    ],
    styles.length,
    (i) => styles[i] as Cell[],
  );
  await db.insert(
    'item',
    [
      ['no', 'int'],
      ['name', 'text'],
      ['pic', 'text'],
      ['path', 'text'],
      ['product_no', 'int'],
    ],
    items.length,
    (i) => items[i] as Cell[],
  );
  await db.insert(
    'style_item',
    [
      ['style_no', 'int'],
      ['item_no', 'int'],
    ],
    links.length,
    (i) => links[i] as Cell[],
  );
  return { showCount, characterCount: characters.length, charactersOfShow };
}
