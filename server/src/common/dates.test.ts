import { describe, expect, it } from 'vitest';
import { koreaDate, toKoreaIso } from './dates.js';

describe('Korea time', () => {
  it('shows an instant in Asia/Seoul whatever the server zone', () => {
    expect(toKoreaIso(new Date('2024-12-31T15:30:00Z'))).toBe('2025-01-01T00:30:00+09:00');
    expect(koreaDate(new Date('2024-03-01T14:59:59Z'))).toBe('2024-03-01');
    expect(koreaDate(new Date('2024-03-01T15:00:00Z'))).toBe('2024-03-02');
  });
});
