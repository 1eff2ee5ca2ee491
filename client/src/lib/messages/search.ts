/** Search: the header's search bar and the results page (spec §2, §8). */
import { localized } from '../i18n/localized.js';

/** 을 after a final consonant, 를 after a vowel; 을(를) after anything but Hangul. */
const objectParticle = (word: string): string => {
  const code = String(word).charCodeAt(String(word).length - 1) - 0xac00;
  if (code < 0 || code > 11171) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
};

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
  /** After a search that found nothing: the nearest name, a link to its results. */
  didYouMean: (name: string) => `혹시 ‘${name}’${objectParticle(name)} 찾으셨나요?`,
} as const);
