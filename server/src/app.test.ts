import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopics } from './common/pubsub.js';
import { loadConfig } from './config/env.js';
import { createSchema, printSortedSchema } from './schema.js';
import { startTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('server', () => {
  it('answers health and readiness', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('tags every response with a request id, keeping a caller-supplied one', async () => {
    const res = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect((await fetch(`${t.url}/healthz`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a browser that opens /graphql to the bundled playground, with no CDN landing page', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/playground');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.rest('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
  });

  it('hides internals of unexpected errors', async () => {
    const res = await t.gql('query { shows(page: 0, size: 1) { content { no } } nope }');
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema` after changing resolvers)', async () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');
    expect(printSortedSchema(await createSchema(createTopics()))).toBe(committed);
  });
});

describe('configuration', () => {
  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('defaults to port 4000 and data under .data', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 4000, DATA_DIR: '.data', UPLOAD_DIR: '.data/uploads' });
  });
});
