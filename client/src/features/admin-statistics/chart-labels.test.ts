import { describe, expect, it } from 'vitest';
import { fitText, labelRoom, textWidth } from './chart-labels';

describe('the bar names', () => {
  it('count Hangul as a full em and Latin as a little over half', () => {
    expect(textWidth('셔츠', 12)).toBe(24);
    expect(textWidth('ab', 10)).toBe(12);
  });

  it('are cut to the room with an ellipsis, and kept whole when they fit', () => {
    expect(fitText('체크 셔츠', 100, 12)).toBe('체크 셔츠');
    const cut = fitText('오버사이즈 울 블렌드 체크 셔츠', 80, 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(80);
  });

  it('get at most a third of a phone-wide chart, and at least 56 px', () => {
    expect(labelRoom(['오버사이즈 울 블렌드 체크 셔츠'], 330, 12)).toBe(110);
    expect(labelRoom(['a'], 330, 12)).toBe(56);
    expect(labelRoom(['체크 셔츠'], 900, 12)).toBe(67); // 4 × 12 + 7.2 + 12
  });
});
