import { msg } from '@scene-shop/domain/keys';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { formatKoreanDate, formatWon } from '../format';
import { flatten, templatesOf, type Templates } from './flatten';
import { chooseLanguage, LANGUAGES } from './choose-language';
import { currentLanguage } from './language';
import { ruleText, serverText } from './server-text';
import { missingPaths } from './translator';

const korean = flatten(templatesOf(MSG));
const files = import.meta.glob<{ default: Templates }>('../../locales/*.json', { eager: true });
/** The server catalogue's translations (the domain package's, checked there too), read under `server`. */
const serverFiles = import.meta.glob<{ default: Templates }>('../../../../packages/domain/src/locales/*.json', {
  eager: true,
});
const PLURAL = /_(zero|one|two|few|many|other)$/;
const HANGUL = /[가-힣]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((l) => l.code !== 'ko').map((l) => l.code))('the %s catalogue', (code) => {
  const translated = flatten({
    ...files[`../../locales/${code}.json`]!.default,
    server: serverFiles[`../../../../packages/domain/src/locales/${code}.json`]!.default,
  });

  it('has every Korean text and nothing else', () => {
    const bases = new Set([...translated.keys()].map((path) => path.replace(PLURAL, '')));
    expect([...korean.keys()].filter((path) => !bases.has(path))).toEqual([]);
    expect([...bases].filter((path) => !korean.has(path))).toEqual([]);
  });

  it('keeps each text’s arguments and leaves no Korean', () => {
    for (const [path, text] of translated) {
      const source = korean.get(path.replace(PLURAL, ''))!;
      expect(HANGUL.test(text), `${path}: ${text}`).toBe(false);
      // A singular form may name its count in words ('one item').
      if (!path.endsWith('_one')) expect(placeholders(text), `${path}: ${text}`).toEqual(placeholders(source));
    }
  });
});

describe('the catalogue in the chosen language', () => {
  afterEach(() => chooseLanguage('ko'));

  it('is the spec’s Korean by default, with won and the Korean date', () => {
    expect(currentLanguage()).toBe('ko');
    expect(MSG.nav.cart).toBe('장바구니');
    expect(MSG.shop.totalCount(3)).toBe('총 3개');
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatKoreanDate('2026-03-01T00:00:00Z')).toBe('2026년 3월 1일');
  });

  it('reads every text, function and server message (by key) through the chosen language, and back', async () => {
    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(MSG.nav.cart).toBe('Cart');
    expect(MSG.shop.totalCount(1)).toMatch(/^1 \w+$/);
    expect(MSG.shop.totalCount(3)).toMatch(/^3 \w+s$/);
    expect(MSG.shop.pageStatus(2, 7)).toBe('2 / 7');
    expect(MSG.shop.categories.TOP).not.toMatch(HANGUL);
    expect(serverText(msg('auth.loginFailed'))).not.toMatch(HANGUL);
    expect(serverText(msg('social.linked', msg('social.names.KAKAO')))).toBe('Your Kakao account has been linked.');
    expect(serverText(msg('common.tooManyRequests', 1))).toMatch(/1 minute\.$/);
    expect(ruleText('review.contentsRequired')).not.toMatch(HANGUL);
    expect(ruleText('주문자 본인이 쓴 문장')).toBe('주문자 본인이 쓴 문장');
    expect(formatWon(12900)).toBe('₩12,900');
    expect(formatKoreanDate('2026-03-01T00:00:00Z')).toBe('March 1, 2026');
    expect(missingPaths).toEqual(new Set());

    await chooseLanguage('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(MSG.nav.cart).toBe('장바구니');
    expect(serverText(msg('order.stockShort', '코트', 2))).toBe(MSG.server.order.stockShort('코트', 2));
    expect(localStorage.getItem('scene-shop.language')).toBe('ko');
  });

  it('reads every language’s texts for every path', async () => {
    for (const { code } of LANGUAGES) {
      await chooseLanguage(code);
      for (const [path] of korean) {
        const leaf = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MSG);
        const text = typeof leaf === 'function' ? (leaf as (...a: number[]) => string)(2, 3, 4) : leaf;
        expect(typeof text, path).toBe('string');
      }
      expect([...missingPaths], code).toEqual([]);
    }
  });
});
