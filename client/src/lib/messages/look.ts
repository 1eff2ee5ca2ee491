/** The show page's looks: a module of its own so these texts load with the show page, not the home page. */
import { localized } from '../i18n/localized.js';
/** The show page's items as products: exact or similar, alternatives for a sold-out one, buying a whole look. */
export const look = /* @__PURE__ */ localized('look', {
  exact: '착용 제품',
  similar: '유사 제품',
  exactProduct: '착용 제품 보기',
  soldOut: '착용 제품이 품절되었어요',
  similarSoldOut: '유사 제품이 품절되었어요',
  alternatives: (item: string) => `${item} 대신 볼 만한 상품`,
  noAlternatives: '비슷한 상품도 지금은 없어요',
  sizeSoldOut: '내 사이즈는 품절이에요. 그 사이즈가 있는 비슷한 상품을 골라 봤어요',
  inSize: (item: string) => `${item} 대신 내 사이즈로 볼 만한 상품`,
  loading: '스타일을 불러오는 중…',
  error: '스타일을 불러오지 못했습니다.',
  buyLook: '이 룩 한 번에 담기',
  addedTitle: '룩을 장바구니에 담았어요',
  nothingAddedTitle: '담을 수 있는 상품이 없어요',
  addedCount: (count: number) => `${count}개 상품을 담았어요`,
  added: '담은 상품',
  notAdded: '담지 못한 상품',
  substitute: (soldOut: string) => `품절된 '${soldOut}' 대신 담았어요`,
  noProduct: '판매 중인 상품이 없어요',
  noStock: '품절이고 대신할 상품도 없어요',
  atStock: '장바구니에 이미 재고만큼 담겨 있어요',
  continueShopping: '계속 쇼핑하기',
  viewCart: '장바구니 보기',
} as const);
