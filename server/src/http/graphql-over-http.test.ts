import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('passes every MUST and SHOULD of the GraphQL over HTTP audit', async () => {
  const results = await auditServer({ url: `${t.url}/graphql` });
  const failed = results
    .filter((r) => r.status !== 'ok' && !r.name.startsWith('MAY'))
    .map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`);
  expect(failed).toEqual([]);
  expect(results.filter((r) => r.name.startsWith('MUST')).length).toBe(13);
  expect(results.filter((r) => r.name.startsWith('SHOULD')).length).toBe(23);
});
