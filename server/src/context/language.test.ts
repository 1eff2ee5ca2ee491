import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.js';

describe("the request's language", () => {
  it.each([
    ['en', 'en'],
    ['zh-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US', 'en'],
    ['fr-FR, ja;q=0.5', 'ja'],
    ['fr, en;q=0.2, es;q=0.7', 'es'],
    ['en;q=0, ja', 'ja'],
    ['ko-KR,ko;q=0.9', 'ko'],
    ['*', 'ko'],
    ['fr', 'ko'],
    ['', 'ko'],
    [undefined, 'ko'],
    [['en'], 'ko'],
  ])('reads %j as %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});
