import { expect, it } from 'vitest';
import { ro } from './particles';

it('chooses 으로 after a final consonant, 로 after a vowel or ㄹ, and (으)로 after anything else', () => {
  expect(['배송중', '배송완료', '주문접수', '달빛 아래 정원', '서울', '드라마 K', '{{0}}'].map(ro)).toEqual([
    '으로',
    '로',
    '로',
    '으로',
    '로',
    '(으)로',
    '(으)로',
  ]);
});
