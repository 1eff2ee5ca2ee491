import type { BulkWriter } from './bulk.js';
import type { DemoImages } from './images.js';
import { Rng } from './random.js';

/** The fixed seed: the same scale always produces the same rows. */
export const DEMO_SEED = 20_241_225;

/** What every seeding section receives. */
export interface SeedContext {
  db: BulkWriter;
  images: DemoImages;
  scale: number;
  /** Reference time in epoch milliseconds; relative dates are computed from it. */
  now: number;
  log: (msg: string) => void;
}

/** An independent random stream per section (see Rng.derive). */
export function rngFor(label: string): Rng {
  return Rng.derive(DEMO_SEED, label);
}

/** Midnight at the start of a Korean calendar day, as epoch milliseconds. */
export function koreaMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - 9 * 3_600_000;
}

/** YYYY-MM-DD of an instant in Korea time. */
export function koreaDay(ms: number): string {
  return new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
}
