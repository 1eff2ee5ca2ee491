import { SUGGESTION_GROUP_LIMIT } from '@scene-shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Character } from '../show/character.entity.js';
import { Show } from '../show/show.entity.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  await makeProduct(em, { name: '달빛 셔츠' });
  await makeProduct(em, { name: '버건디 니트' });
  for (let i = 1; i <= SUGGESTION_GROUP_LIMIT + 2; i++) await makeProduct(em, { name: `정원 상품 ${i}` });
  const garden = em.create(Show, { title: '달빛 아래 정원', pic: null });
  em.create(Show, { title: '눈물의 여왕', pic: null });
  em.create(Character, { show: garden, actorName: '김수현', name: '정원사 역' });
  em.create(Character, { show: garden, actorName: '김지원', name: '달빛 역' });
  await em.flush();
  await t.member({ nickname: '달빛러버' });
});
afterAll(() => t?.close());

const SEARCH = /* GraphQL */ `
  query ($category: SearchCategory!, $term: String!) {
    search(category: $category, term: $term) {
      totalElements
      results {
        ... on Show {
          title
        }
        ... on ActorSearchResult {
          name
        }
        ... on Product {
          name
        }
        ... on MemberSearchResult {
          nickname
        }
      }
      suggestion {
        category
        name
      }
    }
  }
`;

interface Searched {
  search: {
    totalElements: number;
    results: Record<string, string>[];
    suggestion: { category: string; name: string } | null;
  };
}

const searchFor = (category: string, term: string) => t.gql<Searched>(SEARCH, { category, term });
const firstName = (res: { data?: Searched | null }) => Object.values(res.data!.search.results[0] ?? {})[0];

describe('Hangul compared by its letters (jamo)', () => {
  it('finds a show, an actor, a product and a member with one wrong consonant or vowel, the right one first', async () => {
    expect(firstName(await searchFor('SHOW', '달빗'))).toBe('달빛 아래 정원');
    expect(firstName(await searchFor('SHOW', '달빛 아레 정원'))).toBe('달빛 아래 정원');
    expect(firstName(await searchFor('ACTOR', '김수헌'))).toBe('김수현');
    expect(firstName(await searchFor('PRODUCT', '버간디 니트'))).toBe('버건디 니트');
    expect(firstName(await searchFor('USER', '달빚러버'))).toBe('달빛러버');
    // The documented shim answers alike.
    const rest = await t.rest('GET', `/api/user/search/show/${encodeURIComponent('달빗')}`);
    expect((rest.body as { results: { name: string }[] }).results[0]?.name).toBe('달빛 아래 정원');
  });

  it('does not take a shared first syllable for a typo', async () => {
    const res = await searchFor('ACTOR', '김수');
    expect(res.data!.search.results.map((a) => a.name)).toEqual(['김수현']);
  });
});

describe('did you mean', () => {
  it('suggests the nearest name of any category when nothing matches, in one more statement', async () => {
    const res = await searchFor('PRODUCT', '달빛 아래 정원');
    expect(res.data!.search).toMatchObject({
      totalElements: 0,
      results: [],
      suggestion: { category: 'SHOW', name: '달빛 아래 정원' },
    });
    // page, count, the nearest name and the missed-search log
    expect(res.statements).toBe(4);
    expect((await searchFor('SHOW', '닭빛 아레 전원')).data!.search.suggestion).toEqual({
      category: 'SHOW',
      name: '달빛 아래 정원',
    });
  });

  it('suggests nothing when something was found or nothing is near', async () => {
    const found = await searchFor('SHOW', '달빛');
    expect(found.data!.search.suggestion).toBeNull();
    expect(found.statements).toBe(2);
    expect((await searchFor('PRODUCT', 'xyzzy')).data!.search.suggestion).toBeNull();
  });

  it('leaves the documented shim as it was: results and totalPages', async () => {
    const res = await t.rest('GET', `/api/user/search/product/${encodeURIComponent('달빛 아래 정원')}`);
    expect(res.body).toEqual({ results: [], totalPages: 0 });
    expect(res.statements).toBe(3);
  });
});

const SUGGESTIONS = 'query ($term: String!) { suggestions(term: $term) { category names } }';

describe('suggestions in every category at once', () => {
  it('groups shows, actors, products and members, only those with names, in one statement', async () => {
    const res = await t.gql<{ suggestions: unknown[] }>(SUGGESTIONS, { term: '달빛' });
    expect(res.data!.suggestions).toEqual([
      { category: 'SHOW', names: ['달빛 아래 정원'] },
      { category: 'PRODUCT', names: ['달빛 셔츠'] },
      { category: 'USER', names: ['달빛러버'] },
    ]);
    expect(res.statements).toBe(1);
    const typo = await t.gql<{ suggestions: { category: string; names: string[] }[] }>(SUGGESTIONS, { term: '달빗' });
    expect(typo.data!.suggestions[0]).toEqual({ category: 'SHOW', names: ['달빛 아래 정원'] });
    const chosung = await t.gql<{ suggestions: { category: string; names: string[] }[] }>(SUGGESTIONS, {
      term: 'ㄱㅅㅎ',
    });
    expect(chosung.data!.suggestions).toEqual([{ category: 'ACTOR', names: ['김수현'] }]);
  });

  it(`gives at most ${SUGGESTION_GROUP_LIMIT} names a category`, async () => {
    const res = await t.gql<{ suggestions: { category: string; names: string[] }[] }>(SUGGESTIONS, {
      term: '정원 상품',
    });
    const products = res.data!.suggestions.find((g) => g.category === 'PRODUCT');
    expect(products?.names).toHaveLength(SUGGESTION_GROUP_LIMIT);
  });

  it('answers a blank term with [] and no SQL, and refuses a long one', async () => {
    const blank = await t.gql<{ suggestions: unknown[] }>(SUGGESTIONS, { term: '  ' });
    expect(blank.data!.suggestions).toEqual([]);
    expect(blank.statements).toBe(0);
    const long = await t.gql(SUGGESTIONS, { term: '가'.repeat(51) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
