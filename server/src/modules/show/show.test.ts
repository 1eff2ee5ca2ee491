import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NESTED = /* GraphQL */ `
  query Nested($page: Int!, $size: Int!) {
    shows(page: $page, size: $size) {
      totalPages
      totalElements
      content {
        no
        title
        characters {
          no
          name
          show {
            no
          }
          styles {
            no
            items {
              no
              name
              product {
                no
                name
                discountedPrice
              }
            }
          }
        }
      }
    }
  }
`;

describe('shows', () => {
  it('batches nested lists: the statement count does not grow with the list', async () => {
    await makeShows(t.em(), 8, { characters: 3, styles: 2, items: 3 });
    // Three shows with every outfit nested is close to the cost limit; one is the small case.
    const small = await t.gql<{ shows: { content: unknown[] } }>(NESTED, { page: 0, size: 1 });
    const large = await t.gql<{ shows: { content: { characters: { styles: { items: unknown[] }[] }[] }[] } }>(NESTED, {
      page: 0,
      size: 3,
    });
    expect(small.errors).toBeUndefined();
    expect(large.errors).toBeUndefined();
    expect(large.data!.shows.content).toHaveLength(3);
    expect(large.data!.shows.content[0]!.characters[0]!.styles[0]!.items).toHaveLength(3);
    // count + page + characters + styles + items (with the link) + products + (character → show, identity map)
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(7);
  });

  it('pages shows oldest first with the shared page shape', async () => {
    const res = await t.gql<{
      shows: { number: number; size: number; totalElements: number; totalPages: number; content: { no: number }[] };
    }>('query { shows(page: 1, size: 3) { number size totalElements totalPages content { no } } }');
    const page = res.data!.shows;
    expect(page).toMatchObject({ number: 1, size: 3 });
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 3));
    const nos = page.content.map((s) => s.no);
    expect(nos).toEqual([...nos].sort((a, b) => a - b));
  });

  it('rejects a page size over the limit and a negative page', async () => {
    const big = await t.gql('query { shows(page: 0, size: 1000) { totalPages } }');
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const neg = await t.gql('query { shows(page: -1, size: 10) { totalPages } }');
    expect(neg.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers the documented shim shape from the same code path', async () => {
    const gql = await t.gql<{ shows: { totalPages: number; content: { no: number; title: string; pic: string }[] } }>(
      'query { shows(page: 1, size: 3) { totalPages content { no title pic } } }',
    );
    const rest = await t.rest('GET', '/api/main/showDataAll?page=1&size=3');
    expect(rest.status).toBe(200);
    const body = rest.body as {
      content: unknown[];
      totalPages: number;
      totalElements: number;
      number: number;
      size: number;
    };
    expect(body).toMatchObject({ totalPages: gql.data!.shows.totalPages, number: 1, size: 3 });
    expect(body.content).toEqual(gql.data!.shows.content);
    expect(rest.statements).toBe(2);
  });

  it('answers 400 with a message for a bad page parameter', async () => {
    const rest = await t.rest('GET', '/api/main/showDataAll?page=abc');
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', message: MSG.common.badInput });
  });
});
