/**
 * The charts' colours: each panel its own (admin-console §2: this month's popular products 'same shape, different
 * colours'), each at least 3:1 against white as WCAG asks of graphics, and the previous period a quiet grey.
 */
export const palette = {
  revenue: '#c2361a',
  previous: '#767684',
  bestseller: '#2f5fd0',
  monthlyBestseller: '#0e7a6a',
  returnRate: '#b0306a',
  shows: '#7045b8',
  ink: '#1b1b1f',
  grid: '#e6e6eb',
} as const;

/** The text and lines of every axis, in the page's font. */
export const axisStyle = (fontSize: number) => ({
  axis: { stroke: palette.grid },
  grid: { stroke: palette.grid },
  ticks: { stroke: 'transparent' },
  tickLabels: { fontSize, fontFamily: 'inherit', fill: palette.ink, padding: 6 },
});
