import { describe, expect, it } from 'vitest';
import { koreanText, readIssue } from '../catalogue.js';
import { SERVER_MSG } from '../server-messages.js';
import { salesSeriesArgs, statsShimTop, statsTopArgs } from './statistics.js';

const MSG = SERVER_MSG;

/** The first problem of a parse as the answer names it: its Korean text and its field (null when it parses). */
function refusal(schema: typeof statsTopArgs | typeof salesSeriesArgs | typeof statsShimTop, value: object) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const first = result.error.issues[0]!;
  return [koreanText(readIssue(first.message)!), first.path.join('.')];
}

describe('a statistics range', () => {
  it('refuses days that do not exist, a reversed range and more than 3660 days, naming the field', () => {
    const range = (from: string, to: string) => refusal(statsTopArgs, { from, to });
    expect(range('2023-02-29', '2023-03-01')).toEqual([MSG.adminStatistics.dayInvalid, 'from']);
    expect(range('2024-01-01', '2024-1-31')).toEqual([MSG.adminStatistics.dayInvalid, 'to']);
    expect(range('2024-01-02', '2024-01-01')).toEqual([MSG.adminStatistics.rangeReversed, 'to']);
    expect(range('2014-01-01', '2024-01-09')).toEqual([MSG.adminStatistics.rangeTooLong, 'to']);
    expect(range('2014-01-01', '2024-01-08')).toBeNull();
  });

  it('takes at most 366 days by day, and defaults to months and a limit of 10', () => {
    const year = { from: '2024-01-01', to: '2024-12-31' };
    expect(refusal(salesSeriesArgs, { ...year, unit: 'DAY' })).toBeNull();
    expect(refusal(salesSeriesArgs, { from: '2024-01-01', to: '2025-01-01', unit: 'DAY' })).toEqual([
      MSG.adminStatistics.tooManyDays,
      'unit',
    ]);
    expect(salesSeriesArgs.parse({ ...year, unit: null }).unit).toBe('MONTH');
    expect(statsTopArgs.parse({ ...year, limit: null }).limit).toBe(10);
  });

  it('wants both days of a documented ranking or neither', () => {
    expect(refusal(statsShimTop, {})).toBeNull();
    expect(refusal(statsShimTop, { startDate: '2024-01-01' })).toEqual([MSG.adminStatistics.datesTogether, 'endDate']);
    expect(refusal(statsShimTop, { endDate: '2024-01-01' })).toEqual([MSG.adminStatistics.datesTogether, 'startDate']);
    expect(refusal(statsShimTop, { startDate: '2024-02-01', endDate: '2024-01-01' })).toEqual([
      MSG.adminStatistics.rangeReversed,
      'endDate',
    ]);
  });
});
