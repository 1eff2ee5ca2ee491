import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The rate limiter's counters (rate-limiter-flexible's PostgreSQL layout), in the database so that every server
 * instance counts against the same limits. Read and written by the limiter only.
 */
@Entity({ tableName: 'rate_limit' })
export class RateLimitBucket {
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  /** Epoch milliseconds. */
  @Property({ type: 'bigint', nullable: true })
  expire: string | null = null;
}
