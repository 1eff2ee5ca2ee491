import type { ColorFamily } from '../common/enums.js';
import { colorFamilyOf } from './color-family.js';
import type { DrawingId } from './drawings.js';

/**
 * What a product or an item is: a kind (셔츠, 스니커즈, 목걸이…) of a category, in a colour of a
 * colour family. The same tables name the product, pick the drawing of its picture and decide
 * which product is 'similar' to an item (same category, same colour family).
 */

export const CATEGORIES = ['상의', '하의', '신발', '기타'] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface Colour {
  name: string;
  hex: string;
  /**
   * Derived from the hex: colours of one family pass for each other when an item is matched to a similar product,
   * and it is the product's stored colour family, which the shop's similar-product suggestions go by.
   */
  family: ColorFamily;
}

const PALETTE: readonly Omit<Colour, 'family'>[] = [
  { name: '블랙', hex: '#26272b' },
  { name: '차콜', hex: '#4b4f57' },
  { name: '그레이', hex: '#a3a6ad' },
  { name: '실버', hex: '#c3c8cf' },
  { name: '화이트', hex: '#f8f7f3' },
  { name: '아이보리', hex: '#efe5cf' },
  { name: '베이지', hex: '#d9c3a0' },
  { name: '카멜', hex: '#b98452' },
  { name: '브라운', hex: '#6f4a30' },
  { name: '네이비', hex: '#223058' },
  { name: '블루', hex: '#4169b0' },
  { name: '스카이블루', hex: '#97c5ea' },
  { name: '버건디', hex: '#7c2034' },
  { name: '레드', hex: '#c83d3d' },
  { name: '핑크', hex: '#f2b3c3' },
  { name: '카키', hex: '#6c6c3c' },
  { name: '민트', hex: '#a6dbc8' },
  { name: '라벤더', hex: '#bba8e2' },
  { name: '머스터드', hex: '#d6a437' },
  { name: '골드', hex: '#cfa64a' },
];

export const COLOURS: readonly Colour[] = PALETTE.map((c) => ({ ...c, family: colorFamilyOf(c.hex) }));

export interface Kind {
  name: string;
  category: CategoryName;
  /** The drawing of the picture (several kinds may share one, like 슬랙스 and 면바지). */
  drawing: DrawingId;
  /** Colours the kind is made in: a necklace is gold or silver, not khaki. */
  colours: readonly string[];
}

const list = (names: string): string[] => names.trim().split(/\s+/);
const BASICS = list('블랙 화이트 아이보리 그레이 네이비 베이지');
const KNITWEAR = list('아이보리 베이지 그레이 네이비 버건디 라벤더 민트 핑크 카멜 머스터드');
const OUTER = list('블랙 차콜 베이지 카멜 네이비 카키 브라운');
const TROUSERS = list('블랙 차콜 그레이 베이지 네이비 카키 아이보리');
const SKIRTS = list('블랙 베이지 네이비 아이보리 카키 버건디 핑크 스카이블루');
const LEATHER = list('블랙 브라운 카멜 버건디 아이보리');
const SNEAKERS = list('화이트 블랙 그레이 네이비 베이지 스카이블루 핑크 레드');
const BAGS = list('블랙 아이보리 베이지 카멜 브라운 버건디 네이비 카키 라벤더');
const METALS = list('골드 실버');

const kinds = (category: CategoryName, rows: [string, DrawingId, readonly string[]][]): Kind[] =>
  rows.map(([name, drawing, colours]) => ({ name, category, drawing, colours }));

export const KINDS: readonly Kind[] = [
  ...kinds('상의', [
    ['셔츠', 'shirt', [...BASICS, '스카이블루']],
    ['블라우스', 'shirt', list('화이트 아이보리 핑크 스카이블루 라벤더 블랙')],
    ['니트', 'knit', KNITWEAR],
    ['맨투맨', 'knit', list('그레이 네이비 블랙 아이보리 민트 스카이블루 카키')],
    ['후드티', 'hoodie', list('그레이 블랙 네이비 아이보리 카키 핑크 라벤더')],
    ['카디건', 'cardigan', KNITWEAR],
    ['트위드 재킷', 'jacket', list('아이보리 블랙 핑크 네이비 베이지')],
    ['블레이저', 'jacket', list('블랙 차콜 네이비 베이지 카멜 그레이')],
    ['트렌치코트', 'coat', list('베이지 카멜 카키 블랙 네이비')],
    ['티셔츠', 'tee', [...BASICS, '스카이블루', '레드', '민트']],
    ['조끼', 'vest', list('베이지 그레이 네이비 블랙 브라운 아이보리')],
    ['패딩', 'puffer', OUTER],
  ]),
  ...kinds('하의', [
    ['슬랙스', 'pants', TROUSERS],
    ['청바지', 'jeans', list('블루 네이비 스카이블루 블랙')],
    ['와이드 팬츠', 'widePants', TROUSERS],
    ['플리츠 스커트', 'pleatedSkirt', SKIRTS],
    ['미니 스커트', 'miniSkirt', SKIRTS],
    ['롱 스커트', 'longSkirt', SKIRTS],
    ['조거 팬츠', 'joggers', list('그레이 블랙 네이비 카키 베이지')],
    ['면바지', 'pants', list('베이지 카키 네이비 아이보리 브라운')],
    ['반바지', 'shorts', list('베이지 네이비 블랙 카키 스카이블루 그레이')],
    ['레깅스', 'leggings', list('블랙 차콜 그레이 네이비')],
  ]),
  ...kinds('신발', [
    ['로퍼', 'loafers', LEATHER],
    ['스니커즈', 'sneakers', SNEAKERS],
    ['첼시 부츠', 'boots', list('블랙 브라운 카멜 베이지')],
    ['메리제인 슈즈', 'maryJanes', list('블랙 버건디 아이보리 브라운 레드')],
    ['샌들', 'sandals', list('블랙 베이지 브라운 화이트 카멜')],
    ['앵클 부츠', 'boots', list('블랙 브라운 카멜 버건디')],
    ['슬링백', 'heels', list('블랙 베이지 아이보리 레드 핑크')],
    ['더비 슈즈', 'loafers', list('블랙 브라운 버건디')],
    ['뮬', 'mules', list('블랙 베이지 아이보리 카멜 라벤더')],
  ]),
  ...kinds('기타', [
    ['토트백', 'tote', BAGS],
    ['크로스백', 'crossbody', BAGS],
    ['스카프', 'scarf', list('버건디 네이비 베이지 스카이블루 머스터드 핑크 카키')],
    ['버킷햇', 'bucketHat', list('블랙 베이지 아이보리 카키 네이비')],
    ['귀걸이', 'earrings', METALS],
    ['목걸이', 'necklace', METALS],
    ['벨트', 'belt', list('블랙 브라운 카멜')],
    ['선글라스', 'sunglasses', list('블랙 브라운 카멜 핑크')],
    ['헤어핀', 'hairpin', list('블랙 아이보리 핑크 라벤더 버건디 스카이블루 골드 실버')],
    ['백팩', 'backpack', list('블랙 네이비 그레이 베이지 카키')],
    ['시계', 'watch', list('블랙 브라운 카멜 실버 골드')],
  ]),
];

/** Name adjectives per category, so a necklace is never called '데님'. */
export const ADJECTIVES: Record<CategoryName, readonly string[]> = {
  상의: list('오버핏 슬림핏 크롭 베이직 린넨 울 코튼 캐시미어 빈티지 클래식 셔링'),
  하의: list('와이드핏 슬림핏 하이웨스트 베이직 린넨 울 코튼 스트레이트 빈티지 클래식'),
  신발: list('레더 스웨이드 클래식 베이직 데일리 빈티지 캔버스 소프트'),
  기타: list('데일리 클래식 미니 빈티지 베이직 시그니처 심플 모던'),
};

const colourByName = new Map(COLOURS.map((c) => [c.name, c]));

export function colour(name: string): Colour {
  const found = colourByName.get(name);
  if (!found) throw new Error(`unknown colour ${name}`);
  return found;
}

export const FAMILIES: readonly ColorFamily[] = [...new Set(COLOURS.map((c) => c.family))];

export function familyIndex(colourIndex: number): number {
  return FAMILIES.indexOf((COLOURS[colourIndex] as Colour).family);
}

export const KIND_INDEXES_OF: readonly (readonly number[])[] = CATEGORIES.map((c) =>
  KINDS.flatMap((k, i) => (k.category === c ? [i] : [])),
);

/** '네이비 트위드 재킷': how item names and the end of product names say what a piece is. */
export function pieceName(kindIndex: number, colourIndex: number): string {
  return `${(COLOURS[colourIndex] as Colour).name} ${(KINDS[kindIndex] as Kind).name}`;
}

/** What a picture needs to draw a kind in a colour (see drawPiece). */
export function pieceOf(kindIndex: number, colourIndex: number): Piece {
  const kind = KINDS[kindIndex] as Kind;
  const c = COLOURS[colourIndex] as Colour;
  return { drawing: kind.drawing, kind: kind.name, colour: c.name, hex: c.hex, category: kind.category };
}

export interface Piece {
  drawing: DrawingId;
  kind: string;
  colour: string;
  hex: string;
  category: CategoryName;
}
