import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { loadOrCreateSecret, secretProblem } from './secret.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : secretProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  JWT_EXPIRES_IN: z.string().default('12h'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: bool.default(true),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Uploads in an S3 bucket instead of UPLOAD_DIR, so several server instances share them. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, . and -)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*\/?$/, 'must be a relative key prefix such as shop/ (no .., no leading /)')
    .optional(),
  /** How often unreferenced uploads are looked for and removed (one instance at a time); 0 turns the sweep off. */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Uploads younger than this are never swept: their row's transaction may not have committed yet. */
  UPLOAD_SWEEP_MIN_AGE_MINUTES: z.coerce.number().int().min(60).max(525_600).default(60),
  CLIENT_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SQL_COUNT_HEADER: bool.default(false),
  /** The response cache of catalogue reads and a member's own lists, invalidated by the database's notifications. */
  RESPONSE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Its memory per instance, in megabytes (least recently used answers go first). */
  RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(64),
  DEBUG_ERRORS: bool.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** PostgreSQL's limits on the server's statements, lock waits and idle transactions; past them a request answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(3000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Scene Shop <no-reply@scene-shop.local>'),
  /** The address members reach the shop at; the social providers send them back to `{PUBLIC_URL}/user/callback…`. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  KAKAO_AUTH_URL: z.url().default('https://kauth.kakao.com'),
  KAKAO_API_URL: z.url().default('https://kapi.kakao.com'),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_ADMIN_KEY: z.string().min(1).optional(),
  NAVER_AUTH_URL: z.url().default('https://nid.naver.com'),
  NAVER_API_URL: z.url().default('https://openapi.naver.com'),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The show-info source (TMDB's v3 protocol) behind the console's 'find info'; without a token it finds nothing. */
  SHOW_INFO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.themoviedb.org/3'),
  SHOW_INFO_API_TOKEN: z.string().min(1).optional(),
  /** Where the source's posters and profile pictures live; the server downloads pictures only from under it. */
  SHOW_INFO_IMAGE_URL: z.url({ protocol: /^https?$/ }).default('https://image.tmdb.org/t/p'),
  SHOW_INFO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Orders 배송중 for more than this many days are listed on the console's dashboard. */
  DELIVERY_OVERDUE_DAYS: z.coerce.number().int().min(1).max(365).default(5),
  /** Toss Payments: without both keys the shop runs in demo mode (orders are placed, nothing is charged). */
  TOSS_CLIENT_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9_]{8,200}$/, 'must be a Toss client key (test_… or live_…)')
    .optional(),
  TOSS_SECRET_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9_]{8,200}$/, 'must be a Toss secret key (test_… or live_…)')
    .optional(),
  TOSS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.tosspayments.com'),
  /** The payment window the browser is sent to (a page opening Toss's standard window, or the fake's). */
  TOSS_WINDOW_URL: z.url({ protocol: /^https?$/ }).optional(),
  TOSS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How long an order awaiting payment holds its stock and coupon. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** How often held orders past their time are released and yesterday is reconciled (one instance at a time); 0: never. */
  PAYMENT_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'UPLOAD_DIR' | 'PUBLIC_URL' | 'S3_FORCE_PATH_STYLE'> {
  JWT_SECRET: string;
  UPLOAD_DIR: string;
  PUBLIC_URL: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** zod's words for the usual slips, in the terms of an environment variable (values are never echoed: some are secret). */
function describe(issue: z.ZodError['issues'][number]): string {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'must be a number';
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
  return issue.message;
}

/** Every bad setting at once, one line per setting however many rules it breaks. */
function problemsOf(source: NodeJS.ProcessEnv, issues: z.ZodError['issues']): string[] {
  const bySetting = new Map<string, string[]>();
  const add = (setting: string, problem: string) =>
    bySetting.set(setting, [...(bySetting.get(setting) ?? []), problem]);
  for (const issue of issues) add(issue.path.join('.'), describe(issue));
  if (source.NODE_ENV === 'production' && !source.JWT_SECRET) {
    add('JWT_SECRET', 'required in production (32+ random characters)');
  }
  if (!source.TOSS_CLIENT_KEY !== !source.TOSS_SECRET_KEY) {
    add('TOSS_CLIENT_KEY, TOSS_SECRET_KEY', 'set both or neither');
  }
  if (source.TOSS_SECRET_KEY && !source.TOSS_WINDOW_URL) add('TOSS_WINDOW_URL', 'required with the Toss keys');
  if (source.NODE_ENV === 'production') {
    for (const key of ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY'] as const) {
      if (source[key]?.startsWith('test_')) add(key, 'a test key charges nothing: refused in production');
    }
  }
  if (!source.S3_ACCESS_KEY_ID !== !source.S3_SECRET_ACCESS_KEY) {
    add('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY', 'set both or neither');
  }
  return [...bySetting].map(([setting, problems]) => `${setting}: ${problems.join('; ')}`);
}

/** Reads and validates the environment once; bad values stop start-up with a ConfigError naming each. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  const problems = problemsOf(source, parsed.error?.issues ?? []);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
    UPLOAD_DIR: env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Most S3-compatible services serve buckets under the path; AWS prefers bucket host names.
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}
