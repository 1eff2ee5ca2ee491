/** Search: the header's search bar and the results page (spec §2, §8). */
import { localized } from '../i18n/localized.js';
export const search = /* @__PURE__ */ localized('search', {
  title: '검색',
  resultsFor: (term: string) => `‘${term}’ 검색 결과`,
  categoryLabel: '검색 분류',
  categories: { product: '상품', actor: '배우', show: '작품', user: '회원' },
  termLabel: '검색어',
  placeholder: '검색어를 입력하세요',
  submit: '검색',
  close: '검색창 닫기',
  suggestions: '추천 검색어',
  /** Spec §8: the page's text ends with a period, the autocomplete's does not. */
  empty: '검색 결과가 없습니다.',
  noSuggestions: '검색 결과가 없습니다',
  /** Spec §8 gives this text in English, to the letter. */
  error: 'An error occurred while fetching data.',
  retry: '다시 시도',
  loading: '검색하는 중…',
  enterTerm: '검색어를 입력해 주세요.',
  pagination: '검색 결과 페이지',
  noImage: '이미지 없음',
  showsOf: (name: string) => `${name} 출연작`,
  noShows: '등록된 출연작이 없습니다.',
} as const);
