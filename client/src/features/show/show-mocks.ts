import { ShowDetailPageQuery } from '../../app/routes/main/show-detail-route';
import { CharacterStylesQuery } from './operations';

/** Mocked answers of the show page's two queries, for the show feature's tests. */

export const product = (no: number, name: string, over: { stock?: number; available?: boolean } = {}) => ({
  __typename: 'Product' as const,
  no,
  name,
  pic: `/uploads/product/${no}.svg`,
  price: 30000,
  discountRate: 10,
  stock: 5,
  available: true,
  ...over,
});

type Product = ReturnType<typeof product>;

export const item = (
  no: number,
  name: string,
  own: Product | null,
  over: { match?: 'EXACT' | 'SIMILAR'; alternatives?: Product[]; path?: string | null } = {},
) => ({
  __typename: 'Item' as const,
  no,
  name,
  pic: `/uploads/item/${no}.svg`,
  path: over.path === undefined ? `https://example.com/items/${no}` : over.path,
  match: over.match ?? 'SIMILAR',
  product: own,
  alternatives: over.alternatives ?? [],
});

const character = (no: number, name: string) => ({
  __typename: 'Character' as const,
  no,
  name,
  actorName: `배우${no}`,
  pic: null,
  scrapCount: 4,
  scrappedByMe: false,
});

/** 우리들의 편의점 (show 3): three characters, 10 first. */
export const showMock = {
  request: { query: ShowDetailPageQuery, variables: { no: 3 } },
  result: {
    data: {
      show: {
        __typename: 'Show' as const,
        no: 3,
        title: '우리들의 편의점',
        characters: [character(10, '김연우 역'), character(11, '장준호 역'), character(12, '박 기자 역')],
      },
    },
  },
};

/** A character's styles, each a list of items. */
/** The styles asked for with the shopper's last chosen sizes (none by default). */
export const stylesMock = (characterNo: number, styles: ReturnType<typeof item>[][], sizes: string[] = []) => ({
  request: { query: CharacterStylesQuery, variables: { no: characterNo, sizes } },
  result: {
    data: {
      character: {
        __typename: 'Character' as const,
        no: characterNo,
        styles: styles.map((items, i) => ({
          __typename: 'Style' as const,
          no: characterNo * 10 + i,
          pic: '/uploads/s.svg',
          items,
        })),
      },
    },
  },
});
