import { describe, expect, it } from 'vitest';
import { rangeTerms, singleGranule, type SalesDays, type Term } from './range-terms.js';
import { addDays, addMonths, daysOf, type DayRange } from './stats-range.js';

const DAYS = { from: '2024-01-01', to: '2026-11-28' };
/** Sales from 1 January 2024 to 28 November 2026, every day as busy as the next. */
const SALES = { days: DAYS, orders: new Map<string, number>() };

/** The days a term's granules hold, each with the term's sign; all time holds the days with sales. */
function signedDays(term: Term, sales: DayRange): [string, number][] {
  const months = { d: 0, m: 1, q: 3, y: 12, a: 0 }[term.grain];
  const out: [string, number][] = [];
  for (let period = term.from; period <= term.to;) {
    const next = term.grain === 'd' ? addDays(period, 1) : addMonths(period, months);
    const days = term.grain === 'a' ? sales : { from: period, to: addDays(next, -1) };
    for (const day of daysOf(days)) out.push([day, term.sign]);
    period = term.grain === 'a' ? '9999-12-31' : next;
  }
  return out;
}

/** How many times each day with sales is counted by the terms. */
function counted(terms: Term[], sales: DayRange): Map<string, number> {
  const count = new Map(daysOf(sales).map((d) => [d, 0]));
  for (const [day, sign] of terms.flatMap((t) => signedDays(t, sales))) {
    if (count.has(day)) count.set(day, count.get(day)! + sign);
  }
  return count;
}

function expectExact(range: DayRange, sales: SalesDays) {
  const count = counted(rangeTerms(range, sales), sales.days);
  for (const [day, n] of count)
    expect(n, `${day} in ${range.from}..${range.to}`).toBe(range.from <= day && day <= range.to ? 1 : 0);
}

describe('the granules of a range', () => {
  it('count every day with sales of the range once and no other, whatever the range (random ranges)', () => {
    let seed = 23;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let i = 0; i < 120; i++) {
      const from = addDays('2023-06-01', random(1400));
      expectExact({ from, to: addDays(from, random(i % 3 === 0 ? 40 : 1200)) }, SALES);
    }
  });

  it('count exactly across quarter and year boundaries and at the edges of the sales', () => {
    for (const [from, to] of [
      ['2024-03-31', '2024-04-01'],
      ['2024-12-31', '2025-01-01'],
      ['2024-09-15', '2025-04-15'],
      ['2024-01-01', '2026-11-28'],
      ['2023-01-01', '2024-01-01'],
      ['2026-11-28', '2027-03-01'],
      ['2024-04-01', '2024-09-30'],
    ]) {
      expectExact({ from: from!, to: to! }, SALES);
    }
  });

  it('take away the few days a long range leaves out of a larger granule', () => {
    expect(rangeTerms({ from: '2024-02-15', to: '2026-11-10' }, SALES)).toEqual([
      { grain: 'a', from: '1970-01-01', to: '1970-01-01', sign: 1 },
      { grain: 'd', from: '2024-02-01', to: '2024-02-14', sign: -1 },
      { grain: 'd', from: '2026-11-11', to: '2026-11-28', sign: -1 },
      { grain: 'm', from: '2024-01-01', to: '2024-01-01', sign: -1 },
    ]);
    // A sale from 14 November: its busy days are left out by taking November away and its first ten days back.
    const orders = new Map(daysOf({ from: '2026-11-01', to: '2026-11-30' }).map((d) => [d, d >= '2026-11-14' ? 6 : 1]));
    const busy = { days: DAYS, orders };
    expect(rangeTerms({ from: '2024-02-15', to: '2026-11-10' }, busy)).toEqual([
      { grain: 'a', from: '1970-01-01', to: '1970-01-01', sign: 1 },
      { grain: 'd', from: '2024-02-01', to: '2024-02-14', sign: -1 },
      { grain: 'd', from: '2026-11-01', to: '2026-11-10', sign: 1 },
      { grain: 'm', from: '2024-01-01', to: '2024-01-01', sign: -1 },
      { grain: 'm', from: '2026-11-01', to: '2026-11-01', sign: -1 },
    ]);
    expectExact({ from: '2024-02-15', to: '2026-11-10' }, busy);
    expect(rangeTerms({ from: '2024-03-05', to: '2024-09-20' }, SALES)).toEqual([
      { grain: 'd', from: '2024-03-01', to: '2024-03-04', sign: -1 },
      { grain: 'd', from: '2024-09-21', to: '2024-09-30', sign: -1 },
      { grain: 'm', from: '2024-03-01', to: '2024-03-01', sign: 1 },
      { grain: 'q', from: '2024-04-01', to: '2024-07-01', sign: 1 },
    ]);
  });

  it('read whole granules as they are, all time for a range holding every sale, nothing outside the sales', () => {
    expect(rangeTerms({ from: '2024-02-01', to: '2024-04-30' }, SALES)).toEqual([
      { grain: 'm', from: '2024-02-01', to: '2024-04-01', sign: 1 },
    ]);
    expect(rangeTerms({ from: '2023-11-30', to: '2025-12-31' }, SALES)).toEqual([
      { grain: 'y', from: '2024-01-01', to: '2025-01-01', sign: 1 },
    ]);
    expect(rangeTerms({ from: '2020-01-01', to: '2029-12-31' }, SALES)).toEqual([
      { grain: 'a', from: '1970-01-01', to: '1970-01-01', sign: 1 },
    ]);
    expect(rangeTerms({ from: '2020-01-01', to: '2023-12-31' }, SALES)).toEqual([]);
    expect(rangeTerms({ from: '2024-01-01', to: '2024-12-31' }, null)).toEqual([]);
  });

  it('is one granule when the range is exactly a day, a month, a quarter or a year', () => {
    const one = (from: string, to: string) => singleGranule({ from, to });
    expect(one('2024-02-29', '2024-02-29')).toEqual({ grain: 'd', from: '2024-02-29', to: '2024-02-29', sign: 1 });
    expect(one('2024-02-01', '2024-02-29')?.grain).toBe('m');
    expect(one('2024-04-01', '2024-06-30')?.grain).toBe('q');
    expect(one('2024-01-01', '2024-12-31')?.grain).toBe('y');
    expect(one('2024-02-01', '2024-04-30')).toBeNull();
    expect(one('2024-01-01', '2024-12-30')).toBeNull();
    expect(one('2024-02-02', '2024-03-01')).toBeNull();
  });
});
