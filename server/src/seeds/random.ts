/**
 * A small seeded PRNG (mulberry32) and the helpers the demo seed needs.
 * Math.random is never used by the seeds: the same seed and scale must give the same rows.
 */

export const DAY_MS = 86_400_000;

/** FNV-1a over a label, so every seeding section can get its own independent stream. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * A stream derived from a base seed and a label. Sections use their own stream so adding rows
   * to one table does not shift the values of every table generated after it.
   */
  static derive(seed: number, label: string): Rng {
    return new Rng((seed ^ hashLabel(label)) >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Fisher–Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** Picks a value with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Epoch milliseconds uniform in [from, to), truncated to whole seconds so round trips are exact. */
  timeBetween(from: number, to: number): number {
    if (to <= from) return Math.floor(from / 1000) * 1000;
    return Math.floor(this.float(from, to) / 1000) * 1000;
  }

  dateBetween(from: Date, to: Date): Date {
    return new Date(this.timeBetween(from.getTime(), to.getTime()));
  }

  /**
   * Up to `count` distinct integers from [min, max]; rejection sampling is fine here because the
   * samples taken (likes, followers, reporters) are small compared with the range.
   */
  distinctInts(count: number, min: number, max: number, exclude?: number): number[] {
    const span = max - min + 1 - (exclude !== undefined && exclude >= min && exclude <= max ? 1 : 0);
    const wanted = Math.min(count, Math.max(0, span));
    const seen = new Set<number>();
    const out: number[] = [];
    if (wanted > span / 2) {
      // Dense sample: shuffle the whole range instead of rejecting most draws.
      const all: number[] = [];
      for (let v = min; v <= max; v++) if (v !== exclude) all.push(v);
      return this.shuffle(all).slice(0, wanted);
    }
    while (out.length < wanted) {
      const v = this.int(min, max);
      if (v === exclude || seen.has(v)) continue;
      seen.add(v);
      out.push(v);
    }
    return out;
  }
}

/** Index of the first element greater than `value` in an ascending array (the length of the prefix <= value). */
export function upperBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
