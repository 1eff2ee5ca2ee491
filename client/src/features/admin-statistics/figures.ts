import { currentLanguage } from '../../lib/i18n/language';

const formats = new Map<string, Intl.NumberFormat>();

/** One number format per language and kind, made when first needed. */
function numberFormat(kind: 'count' | 'compact'): Intl.NumberFormat {
  const language = currentLanguage();
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : {};
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** A count with the chosen language's grouping: 12,345. */
export function formatCount(value: number): string {
  return numberFormat('count').format(value);
}

/**
 * An axis tick, abbreviated in the chosen language: 1.2만, 3억 in Korean (12K, 300M in English). Tables show the
 * exact figure; only the ticks, which have no room, are rounded.
 */
export function compactNumber(value: number): string {
  return numberFormat('compact').format(value);
}

/**
 * The ticks of a value axis from 0 past `top`, about `count` steps of a round size (1, 2, 2.5 or 5 times a power of
 * ten): the last tick is the axis' end, so the largest value never stands above it (767만 on a 0-800만 axis, not
 * beyond a last tick of 600만).
 */
export function axisTicks(top: number, count: number): number[] {
  if (!(top > 0)) return [0, 1];
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** A tick of a count axis: whole numbers only (a scale of 0-3 would otherwise tick 0.5, 1, 1.5 …). */
export function countTick(value: number): string {
  return Number.isInteger(value) ? compactNumber(value) : '';
}

/** The change from the previous period in whole percent; none when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** '+12%', '−5%' (a real minus sign), '0%'; '—' when there is no comparison. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change > 0) return `+${change}%`;
  if (change < 0) return `−${-change}%`;
  return '0%';
}

/** A percent with one decimal at most: 12.25 -> '12.3%'. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent * 10) / 10}%`;
}
