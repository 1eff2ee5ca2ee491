import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { koreanText, readIssue } from './catalogue.js';
import { issue, msg } from './keys.js';
import { LANGUAGES, renderMessage } from './render.js';
import { SERVER_MSG } from './server-messages.js';

type Templates = { [key: string]: string | Templates };

/** 'order.stockShort' -> '{{0}}의 재고가 부족합니다. (남은 수량 {{1}}개)', for every text of a catalogue. */
function flatten(node: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, leaf] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof leaf === 'function') {
      const fn = leaf as (...args: string[]) => string;
      out.set(path, fn(...Array.from({ length: fn.length }, (_, i) => `{{${i}}}`)));
    } else if (typeof leaf === 'string') out.set(path, leaf);
    else flatten(leaf as object, path, out);
  }
  return out;
}

const korean = flatten(SERVER_MSG);
const LOCALES = new URL('./locales/', import.meta.url);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const HANGUL = /[가-힣]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();

it('has one locale file for each language besides Korean', () => {
  expect(readdirSync(LOCALES).sort()).toEqual(
    LANGUAGES.filter((l) => l !== 'ko')
      .map((l) => `${l}.json`)
      .sort(),
  );
});

describe.each(LANGUAGES.filter((l) => l !== 'ko'))('the %s translation of the server catalogue', (language) => {
  const translated = flatten(JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as Templates);

  it('has every key and nothing else', () => {
    const bases = new Set([...translated.keys()].map((path) => path.replace(PLURAL, '')));
    expect([...korean.keys()].filter((path) => !bases.has(path))).toEqual([]);
    expect([...bases].filter((path) => !korean.has(path))).toEqual([]);
  });

  it('keeps each text’s arguments and leaves no Korean', () => {
    for (const [path, text] of translated) {
      expect(HANGUL.test(text), `${path}: ${text}`).toBe(false);
      // A singular form may name its count in words ('one minute').
      if (!path.endsWith('_one')) {
        expect(placeholders(text), `${path}: ${text}`).toEqual(placeholders(korean.get(path.replace(PLURAL, ''))!));
      }
    }
  });
});

describe('messages as keys', () => {
  it('renders the Korean original, a template filled, a message as an argument', () => {
    expect(koreanText(msg('chat.blank'))).toBe(SERVER_MSG.chat.blank);
    expect(koreanText(msg('order.stockShort', '코트', 2))).toBe(SERVER_MSG.order.stockShort('코트', 2));
    expect(koreanText(msg('social.linked', msg('social.names.KAKAO')))).toBe(SERVER_MSG.social.linked('카카오'));
  });

  it('renders a message in a language, with its plural form, falling back to Korean', () => {
    expect(renderMessage(msg('chat.blank'), 'en')).toBe('Please enter a message.');
    expect(renderMessage(msg('common.tooManyRequests', 1), 'en')).toMatch(/1 minute\.$/);
    expect(renderMessage(msg('common.tooManyRequests', 5), 'en')).toMatch(/5 minutes\.$/);
    expect(renderMessage(msg('social.linked', msg('social.names.KAKAO')), 'en')).toBe(
      'Your Kakao account has been linked.',
    );
    expect(renderMessage(msg('communityAlert.followed', '민지'), 'ja')).toBe('민지さんがあなたをフォローしました。');
    expect(renderMessage(msg('chat.blank'))).toBe(SERVER_MSG.chat.blank);
  });

  it('writes a message as a rule library’s text and reads it back; other texts are no message', () => {
    expect(issue('chat.blank')).toBe('chat.blank');
    expect(readIssue(issue('chat.tooLong', 1000))).toEqual({ key: 'chat.tooLong', args: [1000] });
    expect(readIssue(issue('social.linked', msg('social.names.NAVER')))).toEqual(
      msg('social.linked', msg('social.names.NAVER')),
    );
    for (const text of ['Invalid input', 'chat', 'chat.nope', 'chat.tooLong[1000', 'constructor', 'auth.toString']) {
      expect(readIssue(text), text).toBeNull();
    }
  });
});
