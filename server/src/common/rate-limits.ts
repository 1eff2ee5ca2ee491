import { msg } from '@scene-shop/domain';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

/** Refused for now: 429 with the seconds to wait, as `Retry-After` on REST and `extensions.retryAfter` in GraphQL. */
export class TooManyRequests extends AppError {
  constructor(readonly retryAfter: number) {
    super('TOO_MANY_REQUESTS', msg('common.tooManyRequests', Math.max(1, Math.ceil(retryAfter / 60))));
    this.extensions.retryAfter = retryAfter;
    // Apollo Server takes the HTTP status and headers of the answer from here.
    this.extensions.http = { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) };
  }
}

/**
 * The limits on guessing, chosen so a person never meets them and a script soon does:
 *  - login: 10 failures per id in 15 minutes, 100 failures per address in an hour (a success clears the id's count);
 *  - password checks (current-password forms, `checkPassword`): 10 per member in 15 minutes;
 *  - existence checks (id and email taken?): 60 per address a minute, enough for typing with a debounce;
 *  - mailed codes: 5 per email and 20 per address an hour (each one is a mail someone receives);
 *  - password resets: 3 per id and 20 per address an hour (each one mails a temporary password);
 *  - social sign-in: 120 calls per address a minute (each one keeps a row or calls the provider);
 *  - support chat: 30 messages and 60 typing signals per member a minute (each one reaches the shop live).
 */
const RULES = {
  loginById: { points: 10, duration: 15 * 60 },
  loginByAddress: { points: 100, duration: 60 * 60 },
  passwordCheck: { points: 10, duration: 15 * 60 },
  existenceCheck: { points: 60, duration: 60 },
  codeByEmail: { points: 5, duration: 60 * 60 },
  codeByAddress: { points: 20, duration: 60 * 60 },
  resetById: { points: 3, duration: 60 * 60 },
  resetByAddress: { points: 20, duration: 60 * 60 },
  socialByAddress: { points: 120, duration: 60 },
  chatMessage: { points: 30, duration: 60 },
  chatTyping: { points: 60, duration: 60 },
} as const;

export type LimitName = keyof typeof RULES;

/** Counters in PostgreSQL (table rate_limit), so every server instance counts against the same limits. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterPostgres>;

  constructor(knex: Knex) {
    const make = (name: LimitName) =>
      new RateLimiterPostgres({
        storeClient: knex,
        storeType: 'knex',
        tableName: 'rate_limit',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        ...RULES[name],
      });
    this.limiters = Object.fromEntries((Object.keys(RULES) as LimitName[]).map((name) => [name, make(name)])) as Record<
      LimitName,
      RateLimiterPostgres
    >;
  }

  /** Throws 429 while the key has used up its points. */
  async check(name: LimitName, key: string): Promise<void> {
    const res = await this.limiters[name].get(key);
    if (res && res.remainingPoints <= 0) throw new TooManyRequests(Math.ceil(res.msBeforeNext / 1000));
  }

  /** Counts one attempt; throws 429 when it is over the limit. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new TooManyRequests(Math.ceil(e.msBeforeNext / 1000));
      throw e;
    }
  }

  /** Counts one failed attempt without refusing this one (the next check refuses). */
  async penalize(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(key, 1);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
