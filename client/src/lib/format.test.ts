import { describe, expect, it } from 'vitest';
import { formatKoreanDate, formatWon } from './format';

describe('format', () => {
  it('writes won with thousands separators', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('shows the calendar day in Korea, whatever the viewer’s zone', () => {
    // 15:30 UTC on 31 Dec is already 1 Jan in Seoul (UTC+9).
    expect(formatKoreanDate('2024-12-31T15:30:00Z')).toBe('2025년 1월 1일');
    expect(formatKoreanDate(new Date('2024-03-05T00:00:00Z'))).toBe('2024년 3월 5일');
  });
});
