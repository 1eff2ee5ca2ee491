/** §9: whole stars, plus a half star when the fractional part is at least 0.5, out of 5. */
export function starParts(score: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.max(0, Math.min(5, score));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
