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

it('answers a request refused before GraphQL ran as GraphQL would, with the key a client translates', async () => {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: 'mutation ($f: Upload) { updateMyProfile(input: {}, image: $f) { pic } }' }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([new Uint8Array([1])], { type: 'image/png' }), 'a.png');
  const send = (accept: string) =>
    fetch(`${t.url}/graphql`, { method: 'POST', headers: { accept, 'apollo-require-preflight': 'true' }, body: form });

  // A visitor's upload is refused before a byte of it is read: in the GraphQL response type the client asked for.
  const graphqlClient = await send('application/graphql-response+json,application/json;q=0.9');
  expect(graphqlClient.status).toBe(401);
  expect(graphqlClient.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
  expect(await graphqlClient.json()).toMatchObject({
    errors: [{ extensions: { code: 'UNAUTHENTICATED', key: 'auth.loginRequired', args: [] } }],
  });
  const jsonClient = await send('application/json');
  expect(jsonClient.headers.get('content-type')).toMatch(/^application\/json/);
});
