import type { Catalog } from './catalog-seed.js';
import { CATEGORIES, COLOURS, colour, FAMILIES, familyIndex, KIND_INDEXES_OF, KINDS, type Kind } from './kinds.js';
import type { Rng } from './random.js';

/**
 * The outfits characters wear, and the product each worn piece links to. Outfits come from a fixed
 * pool so that style pictures (one file per distinct outfit) stay bounded at any scale.
 */

export const STYLE_THEMES = [
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

/** A piece is a kind in a colour: [index into KINDS, index into COLOURS]. */
export type PieceRef = readonly [kind: number, colour: number];

export interface Outfit {
  theme: number;
  /** Top first, then bottom, shoes and an accessory: the order of the flat-lay picture. */
  pieces: PieceRef[];
}

const OUTFIT_COUNT = 240;
/** Pieces per category the outfits are put together from: a wardrobe small enough that outfits share pieces. */
const WARDROBE = [48, 36, 30, 36];

function randomPiece(rng: Rng, category: number): PieceRef {
  const kind = rng.pick(KIND_INDEXES_OF[category] ?? [0]);
  const name = rng.pick((KINDS[kind] as Kind).colours);
  return [kind, COLOURS.indexOf(colour(name))];
}

export function outfitPool(rng: Rng): Outfit[] {
  const wardrobe = WARDROBE.map((size, category) => Array.from({ length: size }, () => randomPiece(rng, category)));
  const [tops, bottoms, shoes, extras] = wardrobe as [PieceRef[], PieceRef[], PieceRef[], PieceRef[]];
  return Array.from({ length: OUTFIT_COUNT }, () => {
    const pieces: PieceRef[] = [rng.pick(tops)];
    if (rng.chance(0.9)) pieces.push(rng.pick(bottoms));
    if (rng.chance(0.6)) pieces.push(rng.pick(shoes));
    if (pieces.length < 2 || rng.chance(0.5)) pieces.push(rng.pick(extras));
    return { theme: rng.int(0, STYLE_THEMES.length - 1), pieces };
  });
}

/**
 * Products grouped by what they are, so an item finds a product of its category and colour family
 * in O(1): preferably the same kind in the same colour (the very piece), else the same kind in a
 * colour of the family, else anything of the category in the family.
 */
export class SimilarProducts {
  private readonly sameKindColour = new Map<number, number[]>();
  private readonly sameKindFamily = new Map<number, number[]>();
  private readonly sameCategoryFamily = new Map<number, number[]>();

  constructor(catalog: Catalog) {
    for (let i = 0; i < catalog.count; i++) {
      const kind = catalog.kind[i] as number;
      const c = catalog.colour[i] as number;
      add(this.sameKindColour, kind * COLOURS.length + c, i + 1);
      add(this.sameKindFamily, kind * FAMILIES.length + familyIndex(c), i + 1);
      add(this.sameCategoryFamily, (catalog.category[i] as number) * FAMILIES.length + familyIndex(c), i + 1);
    }
  }

  /** A product number, or null for a piece not on sale (about one in seven, or none similar exists). */
  pick(rng: Rng, kind: number, c: number): number | null {
    if (!rng.chance(0.85)) return null;
    const family = familyIndex(c);
    const category = CATEGORIES.indexOf((KINDS[kind] as Kind).category);
    const tiers = [
      rng.chance(0.4) ? this.sameKindColour.get(kind * COLOURS.length + c) : undefined,
      rng.chance(0.7) ? this.sameKindFamily.get(kind * FAMILIES.length + family) : undefined,
      this.sameCategoryFamily.get(category * FAMILIES.length + family),
    ];
    const candidates = tiers.find((t) => t !== undefined && t.length > 0);
    return candidates ? rng.pick(candidates) : null;
  }
}

function add(map: Map<number, number[]>, key: number, productNo: number): void {
  const list = map.get(key);
  if (list) list.push(productNo);
  else map.set(key, [productNo]);
}
