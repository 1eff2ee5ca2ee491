import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { createApp, type App } from '../app.js';
import { Role } from '../common/enums.js';
import { hashPassword } from '../common/password.js';
import { loadConfig, type Config } from '../config/env.js';
import { signToken } from '../context/token.js';
import { User } from '../modules/user/user.entity.js';
import { copyDemoPictures, createDemoDatabase, createTestDatabase, type TestDatabase } from './db.js';
import { followAnswers } from './ws.js';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  statements: number;
}

export interface TestApp {
  app: App;
  /** The instance's database: another instance started with it shares it (several instances behind a balancer). */
  database: TestDatabase;
  url: string;
  config: Config;
  em(): EntityManager;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResult<T>>;
  rest(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<{ status: number; body: unknown; statements: number }>;
  /** Creates a member directly in the database and returns it with a valid token. */
  member(
    fields?: Partial<Pick<User, 'id' | 'name' | 'email' | 'nickname' | 'role'>> & { pwd?: string },
  ): Promise<{ user: User; token: string }>;
  close(): Promise<void>;
}

let memberSeq = 0;

/**
 * A real server on a random port (or the given one, where its address must be known beforehand, e.g. as the
 * providers' redirect URI) with its own empty database, or the given one of another instance; no demo data unless
 * `SEED_DEMO: 'true'`. A test that reads the server's log passes its own logger.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  port = 0,
  shared?: TestDatabase,
  // TEST_LOG_LEVEL=error shows the server's own log while debugging a test.
  logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
): Promise<TestApp> {
  // The demo data set is seeded once per run and copied, pictures and all, instead of seeded again by the server;
  // a shared database, or an admin password of the test's own, is seeded by the server as on a first start.
  const demo = env.SEED_DEMO === 'true' && !shared && !env.ADMIN_PASSWORD;
  const db: TestDatabase = shared ?? (demo ? await createDemoDatabase() : await createTestDatabase());
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    SQL_COUNT_HEADER: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: uploadDir,
    UPLOAD_DIR: uploadDir,
    CLIENT_DIST: path.join(uploadDir, 'no-client'),
    ...env,
  });
  const app = await createApp(config, db.url, logger);
  if (demo) await copyDemoPictures(app.services.storage);
  followAnswers(app);
  const url = await app.listen(port);

  const statementsOf = (res: Response) => Number(res.headers.get('x-sql-statements') ?? NaN);

  return {
    app,
    database: db,
    url,
    config,
    em: () => app.orm.em.fork(),
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GqlResult, 'status' | 'statements'>;
      return { status: res.status, ...body, statements: statementsOf(res) } as never;
    },
    async rest(method, p, options = {}) {
      const res = await fetch(`${url}${p}`, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // plain-text answers stay text
      }
      return { status: res.status, body, statements: statementsOf(res) };
    },
    async member(fields = {}) {
      const em = app.orm.em.fork();
      memberSeq += 1;
      const tag = `${process.pid % 1000}${memberSeq}`;
      const user = em.create(User, {
        id: fields.id ?? `user${tag}`,
        pwd: await hashPassword(fields.pwd ?? 'pass1234!'),
        name: fields.name ?? '테스트',
        email: fields.email ?? `user${tag}@example.com`,
        nickname: fields.nickname ?? `닉${tag}`,
        role: fields.role ?? Role.USER,
        tel: '010-1234-5678',
        zipcode: '06236',
        address: '서울특별시 강남구 테헤란로 1 101호',
      });
      await em.flush();
      return { user, token: signToken(config, { no: user.no, ver: user.tokenVersion }) };
    },
    async close() {
      await app.close();
      if (!shared) await db.drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
