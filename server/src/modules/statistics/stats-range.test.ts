import { describe, expect, it } from 'vitest';
import { monthsOf, previousRange } from './stats-range.js';

describe('a statistics range', () => {
  it('is compared with as many months before when it is whole months, else as many days before', () => {
    expect(previousRange({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(previousRange({ from: '2024-11-01', to: '2025-02-28' })).toEqual({ from: '2024-07-01', to: '2024-10-31' });
    expect(previousRange({ from: '2024-03-05', to: '2024-03-11' })).toEqual({ from: '2024-02-27', to: '2024-03-04' });
    // A month less a day is not whole months: 30 days before.
    expect(previousRange({ from: '2024-03-01', to: '2024-03-30' })).toEqual({ from: '2024-01-31', to: '2024-02-29' });
  });

  it('lists the months it touches', () => {
    expect(monthsOf({ from: '2024-11-15', to: '2025-02-01' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});
