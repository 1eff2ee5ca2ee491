import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { formatRelativeTime } from './relative-time';

describe('relative time', () => {
  const now = new Date('2025-06-10T03:00:00Z'); // 12:00 in Seoul
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe(MSG.time.justNow);
    expect(formatRelativeTime(ago(MIN), now)).toBe(MSG.time.minutesAgo(1));
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe(MSG.time.minutesAgo(59));
    expect(MSG.time.minutesAgo(5)).toBe('5분 전');
  });

  it('counts hours under a day and days under four days', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe(MSG.time.hoursAgo(1));
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe(MSG.time.hoursAgo(23));
    expect(formatRelativeTime(ago(DAY), now)).toBe(MSG.time.daysAgo(1));
    expect(formatRelativeTime(ago(4 * DAY - MIN), now)).toBe(MSG.time.daysAgo(3));
  });

  it('shows the month and day in Korea from four days on', () => {
    expect(formatRelativeTime(ago(4 * DAY), now)).toBe(MSG.time.monthDay(6, 6));
    // 16:00 UTC on 31 May is 1 June in Seoul.
    expect(formatRelativeTime('2025-05-31T16:00:00Z', now)).toBe('6월 1일');
    expect(formatRelativeTime('2025-05-31T14:59:00Z', now)).toBe('5월 31일');
  });

  it('takes a time a little ahead of the clock as just now', () => {
    expect(formatRelativeTime(ago(-5_000), now)).toBe(MSG.time.justNow);
    expect(formatRelativeTime(ago(2 * HOUR), now.getTime())).toBe(MSG.time.hoursAgo(2));
  });
});
