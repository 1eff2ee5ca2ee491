import { describe, expect, it } from 'vitest';
import { starParts } from './stars';

describe('star parts (admin-console §9)', () => {
  it('gives whole stars, a half star from .5, and the rest empty', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(3.4)).toEqual({ full: 3, half: false, empty: 2 });
    expect(starParts(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
  });
});
