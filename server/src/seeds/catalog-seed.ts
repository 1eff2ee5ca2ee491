import { ONE_SIZE } from '@scene-shop/domain';
import { ItemMatch } from '../common/enums.js';
import { scaled, type Cell } from './bulk.js';
import { koreaMidnight, rngFor, type SeedContext } from './context.js';
import { DAY_MS, type Rng } from './random.js';
import { PRODUCT_LINES } from './texts.js';
import { koreanName } from './users-seed.js';
import {
  ADJECTIVES,
  CATEGORIES,
  COLOURS,
  KIND_INDEXES_OF,
  KINDS,
  colour,
  pieceName,
  type CategoryName,
  type Colour,
} from './kinds.js';
import { outfitPool, SimilarProducts, STYLE_THEMES } from './outfits.js';
import { SHOW_TITLES, SURNAMES, TITLE_HEADS, TITLE_TAILS } from './words.js';

/** Products as the order generator needs them; index i is product number i + 1, in registration order. */
export interface Catalog {
  count: number;
  date: Float64Array;
  price: Int32Array;
  discountRate: Int32Array;
  category: Uint8Array;
  /** Index into KINDS and COLOURS: what the product is, for matching items to similar products. */
  kind: Uint8Array;
  colour: Uint8Array;
  /** 0..1; low-quality products collect more cancellations and lower review scores. */
  quality: Float32Array;
  /** Running sum of popularity weights, so a product registered before time t can be drawn in O(log n). */
  cumWeight: Float64Array;
  /** Product i's options are numbers optionFirst[i] .. optionFirst[i + 1] - 1 (issue 25: every product has sizes). */
  optionFirst: Int32Array;
  /** By option number - 1: its label as an order line keeps it, and its price difference. */
  optionLabel: string[];
  optionDelta: Int32Array;
}

export interface Shows {
  showCount: number;
  characterCount: number;
  /** Character numbers per show (index = show number - 1), for scraps and popups. */
  charactersOfShow: number[][];
}

const ROLE_TITLES = ['실장', '팀장', '변호사', '셰프', '대표', '기자', '원장', '작가'];

/** A category, a kind of it and one of the colours that kind is made in. */
function productKind(rng: Rng): { category: CategoryName; kind: number; colour: number } {
  const category = rng.weighted<CategoryName>([
    ['상의', 35],
    ['하의', 25],
    ['신발', 20],
    ['기타', 20],
  ]);
  const kind = rng.pick(KIND_INDEXES_OF[CATEGORIES.indexOf(category)] ?? [0]);
  const name = rng.pick(KINDS[kind]?.colours ?? ['블랙']);
  return { category, kind, colour: COLOURS.indexOf(colour(name)) };
}

/** Whether the product is the piece drawn for the item (same kind, same colour, so the same picture). */
function isVeryPiece(catalog: Catalog, productNo: number | null, kind: number, colourIndex: number): boolean {
  return productNo !== null && catalog.kind[productNo - 1] === kind && catalog.colour[productNo - 1] === colourIndex;
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
    kind: new Uint8Array(count),
    colour: new Uint8Array(count),
    quality: new Float32Array(count),
    cumWeight: new Float64Array(count),
    optionFirst: new Int32Array(count + 1),
    optionLabel: [],
    optionDelta: new Int32Array(0),
  };
  const options = new ProductOptions(rngFor('options'));
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
      ['color_family', 'text'],
      ['date', 'timestamptz'],
    ],
    count,
    (i): Cell[] => {
      const g = productKind(rng);
      const { name: colourName, family } = COLOURS[g.colour] as Colour;
      const price = rng.int(20, 189) * 1000 - (rng.chance(0.6) ? 100 : 0);
      const discount = rng.chance(0.7) ? 0 : rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
      const stock = rng.weighted<() => number>([
        [() => 0, 8],
        [() => rng.int(1, 5), 10],
        [() => rng.int(6, 300), 82],
      ])();
      const contents = `${rng.shuffle(PRODUCT_LINES).slice(0, rng.int(2, 3)).join(' ')} 색상: ${colourName}.`;
      catalog.price[i] = price;
      catalog.discountRate[i] = discount;
      catalog.category[i] = CATEGORIES.indexOf(g.category);
      catalog.kind[i] = g.kind;
      catalog.colour[i] = g.colour;
      catalog.quality[i] = rng.next();
      // A heavy tail of popularity gives the bestseller charts clear winners.
      cumulative += 0.2 + rng.next() ** 6 * 20;
      catalog.cumWeight[i] = cumulative;
      const name = `${rng.pick(ADJECTIVES[g.category])} ${pieceName(g.kind, g.colour)}`;
      const pic = ctx.images.product(g.kind, g.colour);
      const available = !rng.chance(0.03);
      catalog.optionFirst[i] = options.rows.length + 1;
      options.add(i + 1, g.category, stock);
      return [i + 1, name, contents, pic, price, discount, stock, available, g.category, family, date[i] as number];
    },
  );
  catalog.optionFirst[count] = options.rows.length + 1;
  catalog.optionLabel = options.rows.map((r) => r[2] as string);
  catalog.optionDelta = Int32Array.from(options.rows, (r) => r[4] as number);
  // The options' stock adds up to the product's, so their trigger leaves every product's stock as drawn.
  await ctx.db.insert(
    'product_option',
    [
      ['no', 'int'],
      ['product_no', 'int'],
      ['size', 'text'],
      ['stock', 'int'],
      ['price_delta', 'int'],
      ['sort', 'int'],
    ],
    options.rows.length,
    (j) => options.rows[j] as Cell[],
  );
  return catalog;
}

/** Korean shoe sizes in millimetres, 5 apart. */
const SHOE_SIZES = Array.from({ length: 11 }, (_, i) => String(230 + i * 5));
const LETTER_SIZES = ['S', 'M', 'L', 'XL'];
const TOP_SIZES = ['90', '95', '100', '105', '110'];
const BOTTOM_SIZES = ['44', '55', '66', '77', '88'];

/**
 * Every demo product's sizes (shoes in millimetres, clothes in letters or numbers, accessories one size) with the
 * product's stock spread over them: most in the middle sizes, the smallest and largest often sold out.
 */
class ProductOptions {
  readonly rows: Cell[][] = [];

  constructor(private readonly rng: Rng) {}

  add(productNo: number, category: CategoryName, stock: number): void {
    const sizes = this.sizesOf(category);
    const mid = (sizes.length - 1) / 2;
    const weights = sizes.map((_, i) => {
      const edge = Math.abs(i - mid) / Math.max(mid, 1);
      // Edge sizes are sold out now and then; the others get a share that shrinks towards the edges.
      return edge > 0.6 && this.rng.chance(0.4) ? 0 : (1.2 - edge) * (0.5 + this.rng.next());
    });
    const shares = spread(stock, weights);
    // The largest size of some clothes costs a little more.
    const dearer = (category === '상의' || category === '하의') && this.rng.chance(0.15);
    sizes.forEach((size, i) => {
      const delta = dearer && i === sizes.length - 1 ? 3000 : 0;
      this.rows.push([this.rows.length + 1, productNo, size, shares[i] as number, delta, i]);
    });
  }

  private sizesOf(category: CategoryName): readonly string[] {
    if (category === '신발') return SHOE_SIZES;
    if (category === '기타') return [ONE_SIZE];
    const letters = this.rng.chance(0.6);
    if (letters) return LETTER_SIZES;
    return category === '상의' ? TOP_SIZES : BOTTOM_SIZES;
  }
}

/** `total` units over the weights, whole and adding up exactly (largest remainders); all to the middle if none. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === Math.floor((weights.length - 1) / 2) ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    shares[i] = (shares[i] as number) + 1;
  }
  return shares;
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
  const outfits = outfitPool(rngFor('outfits'));
  const similar = new SimilarProducts(catalog);
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
    // A show's wardrobe: the same piece (kind and colour) in several scenes is one item.
    const showItems = new Map<string, number>();
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
        const outfit = rng.pick(outfits);
        styles.push([
          styleNo,
          characterNo,
          ctx.images.style(STYLE_THEMES[outfit.theme] as string, outfit.theme, outfit.pieces),
          Math.min(createdAt + rng.int(1, 30) * DAY_MS, ctx.now - DAY_MS),
        ]);
        for (const [kind, colourIndex] of outfit.pieces) {
          const key = `${kind}:${colourIndex}`;
          let itemNo = showItems.get(key);
          if (itemNo === undefined) {
            itemNo = items.length + 1;
            const productNo = similar.pick(rng, kind, colourIndex);
            items.push([
              itemNo,
              pieceName(kind, colourIndex),
              ctx.images.product(kind, colourIndex),
              // No external link: a made-up address would lead off the shop; the product is the item's link.
              null,
              productNo,
              isVeryPiece(catalog, productNo, kind, colourIndex) ? ItemMatch.EXACT : ItemMatch.SIMILAR,
            ]);
            showItems.set(key, itemNo);
          }
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
      ['match', 'text'],
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
