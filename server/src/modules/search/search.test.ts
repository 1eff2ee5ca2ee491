import { SEARCH_MAX_SIZE } from '@scene-shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Character } from '../show/character.entity.js';
import { Show } from '../show/show.entity.js';
import { User } from '../user/user.entity.js';
import { SearchMiss } from './search-miss.entity.js';
import { AUTOCOMPLETE_LIMIT } from '../../common/search-terms.js';

let t: TestApp;
let queen: Show;
let runner: Show;

const searchPath = (category: string, name: string, query = '') =>
  `/api/user/search/${category}/${encodeURIComponent(name)}${query}`;

interface Found {
  results: Record<string, unknown>[];
  totalPages: number;
}

async function found(category: string, name: string, query = ''): Promise<Found & { statements: number }> {
  const res = await t.rest('GET', searchPath(category, name, query));
  expect(res.status, `${category} ${name}`).toBe(200);
  return { ...(res.body as Found), statements: res.statements };
}

const SEARCH = /* GraphQL */ `
  query Search($category: SearchCategory!, $term: String!, $page: Int, $size: Int) {
    search(category: $category, term: $term, page: $page, size: $size) {
      totalPages
      totalElements
      number
      size
      results {
        __typename
        ... on Product {
          no
          name
          discountedPrice
        }
        ... on Show {
          no
          title
          pic
        }
        ... on ActorSearchResult {
          name
          showDetails {
            no
            title
          }
        }
        ... on MemberSearchResult {
          no
          nickname
          pic
        }
      }
    }
  }
`;

interface SearchData {
  search: { totalPages: number; totalElements: number; results: Record<string, unknown>[] };
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  await makeProduct(em, { name: '버건디 니트' });
  await makeProduct(em, { name: '버건디 울 가디건' });
  await makeProduct(em, { name: '네이비 셔츠' });
  await makeProduct(em, { name: '버건디 코트', available: false });
  for (let i = 1; i <= 7; i++) await makeProduct(em, { name: `페이지 상품 ${i}` });
  queen = em.create(Show, { title: '눈물의 여왕', pic: '/uploads/demo/queen.svg' });
  runner = em.create(Show, { title: '선재 업고 튀어', pic: null });
  em.create(Character, { show: queen, actorName: '김수현', name: '백현우 역' });
  em.create(Character, { show: queen, actorName: '김지원', name: '홍해인 역' });
  em.create(Character, { show: runner, actorName: '김수현', name: '카메오 역' });
  em.create(Character, { show: runner, actorName: '변우석', name: '류선재 역' });
  await em.flush();
  await t.member({ nickname: '버건디러버' });
  const { user: gone } = await t.member({ nickname: '버건디탈퇴' });
  await t.em().nativeUpdate(User, { no: gone.no }, { withdrawnAt: new Date() });
});
afterAll(() => t?.close());

describe('search', () => {
  it('finds a product despite a typo, the closest match first', async () => {
    const typo = await found('product', '버건드 니트');
    expect(typo.results[0]).toMatchObject({ name: '버건디 니트' });
    const word = await found('product', '버건드');
    expect(word.results.map((p) => p.name)).toEqual(expect.arrayContaining(['버건디 니트', '버건디 울 가디건']));
    const gql = await t.gql<SearchData>(SEARCH, { category: 'PRODUCT', term: '버건드 니트' });
    expect(gql.data?.search.results[0]).toMatchObject({ __typename: 'Product', name: '버건디 니트' });
  });

  it('finds names and titles by their initial consonants (초성)', async () => {
    const products = await found('product', 'ㅂㄱㄷ');
    expect(products.results.map((p) => p.name)).toEqual(['버건디 니트', '버건디 울 가디건']);
    expect((await found('product', 'ㅂㄱㄷ ㄴㅌ')).results.map((p) => p.name)).toEqual(['버건디 니트']);
    expect((await found('show', 'ㄴㅁㅇㅇㅇ')).results).toEqual([
      { showNo: queen.no, name: '눈물의 여왕', pic: queen.pic },
    ]);
    expect((await found('actor', 'ㄱㅅㅎ')).results.map((a) => a.name)).toEqual(['김수현']);
    expect((await found('user', 'ㅂㄱㄷ')).results.map((m) => m.nickname)).toEqual(['버건디러버']);
  });

  it('answers each category in its documented shape', async () => {
    const product = (await found('product', '네이비 셔츠')).results[0]!;
    expect(Object.keys(product).sort()).toEqual(
      [
        'no',
        'name',
        'contents',
        'pic',
        'price',
        'discountRate',
        'discountedPrice',
        'stock',
        'available',
        'category',
        'date',
        'count',
        'score',
        'reviewCount',
      ].sort(),
    );
    expect((await found('show', '여왕')).results).toEqual([{ showNo: queen.no, name: '눈물의 여왕', pic: queen.pic }]);
    expect((await found('actor', '김수현')).results).toEqual([
      {
        name: '김수현',
        showDetails: [
          { showNo: queen.no, name: '눈물의 여왕', pic: queen.pic },
          { showNo: runner.no, name: '선재 업고 튀어', pic: null },
        ],
      },
    ]);
    const member = (await found('user', '버건디러버')).results;
    expect(member).toHaveLength(1);
    expect(Object.keys(member[0]!).sort()).toEqual(['nickname', 'pic', 'userNo']);

    const gql = await t.gql<SearchData>(SEARCH, { category: 'ACTOR', term: '김' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.search.results).toEqual([
      {
        __typename: 'ActorSearchResult',
        name: '김수현',
        showDetails: [
          { no: queen.no, title: '눈물의 여왕' },
          { no: runner.no, title: '선재 업고 튀어' },
        ],
      },
      { __typename: 'ActorSearchResult', name: '김지원', showDetails: [{ no: queen.no, title: '눈물의 여왕' }] },
    ]);
    const shows = await t.gql<SearchData>(SEARCH, { category: 'SHOW', term: '선재' });
    expect(shows.data!.search.results).toEqual([
      { __typename: 'Show', no: runner.no, title: '선재 업고 튀어', pic: null },
    ]);
  });

  it('never finds a withdrawn member or a product no longer sold', async () => {
    expect((await found('user', '버건디')).results.map((m) => m.nickname)).toEqual(['버건디러버']);
    const users = await t.gql<SearchData>(SEARCH, { category: 'USER', term: '버건디탈퇴' });
    expect(users.data!.search.results.map((m) => m.nickname)).not.toContain('버건디탈퇴');
    expect((await found('user', 'ㅂㄱㄷㅌㅌ')).results).toEqual([]);
    expect((await t.rest('GET', '/api/user/search/user?term=버건디')).body).toEqual([{ name: '버건디러버' }]);
    expect((await found('product', '버건디 코트')).results.map((p) => p.name)).not.toContain('버건디 코트');
  });

  it('pages 5 at a time by default and caps the size', async () => {
    const first = await found('product', '페이지 상품');
    expect(first.results).toHaveLength(5);
    expect(first.totalPages).toBe(2);
    const second = await found('product', '페이지 상품', '?page=1');
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((p) => p.name);
    expect(new Set(all).size).toBe(7);
    expect((await found('product', '페이지 상품', '?page=0&size=3')).totalPages).toBe(3);
    for (const size of [0, SEARCH_MAX_SIZE + 1]) {
      expect((await t.rest('GET', searchPath('product', '페이지', `?size=${size}`))).status).toBe(400);
    }
    const big = await t.gql(SEARCH, { category: 'PRODUCT', term: '페이지', size: SEARCH_MAX_SIZE + 1 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs two statements (page and count) whatever the page size or category', async () => {
    const small = await found('product', '상품', '?size=1');
    const large = await found('product', '상품', '?size=7');
    expect(large.results).toHaveLength(7);
    expect(small.statements).toBe(2);
    expect(large.statements).toBe(2);
    expect((await found('actor', '김', '?size=1')).statements).toBe(2);
    expect((await found('actor', '김', '?size=5')).statements).toBe(2);
    const terms = { PRODUCT: '버건디', SHOW: '여왕', ACTOR: '김', USER: 'ㅂ' };
    for (const [category, term] of Object.entries(terms)) {
      // A page size no other test asks for: an answer kept by the response cache would run no statement.
      const res = await t.gql<SearchData>(SEARCH, { category, term, size: 3 });
      expect(res.data?.search.results.length, category).toBeGreaterThan(0);
      expect(res.statements, category).toBe(2);
    }
  });

  it('logs searches that found nothing, counting repeats of the same normalised term', async () => {
    const miss = await found('product', '없는상품XYZ');
    expect(miss).toMatchObject({ results: [], totalPages: 0 });
    // page + count + the upsert of the missed term
    expect(miss.statements).toBe(3);
    await t.gql(SEARCH, { category: 'PRODUCT', term: '  없는상품xyz ' });
    await found('show', '없는상품xyz');
    await found('product', '버건디');
    const rows = await t.em().find(SearchMiss, { term: '없는상품xyz' }, { orderBy: { category: 'asc' } });
    expect(rows.map((r) => [r.term, r.category, r.count])).toEqual([
      ['없는상품xyz', 'product', 2],
      ['없는상품xyz', 'show', 1],
    ]);
  });

  it('treats LIKE wildcards in a term as text', async () => {
    expect((await found('product', '%')).results).toEqual([]);
    expect((await found('product', '_')).results).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const bad = [
      searchPath('brand', '니트'),
      searchPath('product', 'x'.repeat(51)),
      searchPath('product', '니트\0'),
      searchPath('product', '   '),
      searchPath('product', '니트', '?page=-1'),
      searchPath('product', '니트', '?unexpected=1'),
      `/api/user/search/product?term=${'x'.repeat(51)}`,
      '/api/user/search/actor?term=%00',
      '/api/user/search/brand?term=x',
    ];
    for (const p of bad) {
      const res = await t.rest('GET', p);
      expect(res.status, p).toBe(400);
      // NaN: refused before a request context (and its counter) existed.
      expect(res.statements > 0, p).toBe(false);
    }
    expect((await t.rest('GET', searchPath('product', 'x'.repeat(51)))).body).toMatchObject({
      message: MSG.common.badInput,
    });
    for (const term of ['', '   ', '니트\0', 'x'.repeat(51)]) {
      const res = await t.gql(SEARCH, { category: 'PRODUCT', term });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(term)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('autocomplete', () => {
  it('suggests names (titles for shows), at most 10', async () => {
    const em = t.em();
    for (let i = 0; i < AUTOCOMPLETE_LIMIT + 2; i++) await makeProduct(em, { name: `자동완성 상품 ${i}` });
    const products = await t.rest('GET', `/api/user/search/product?term=${encodeURIComponent('자동완성')}`);
    expect(products.body).toHaveLength(AUTOCOMPLETE_LIMIT);
    expect((products.body as { name: string }[]).every((p) => p.name.startsWith('자동완성 상품'))).toBe(true);
    expect(products.statements).toBe(1);
    const same = await t.rest('GET', `/api/user/search/${'product'}?term=${encodeURIComponent('버건드 니트')}`);
    expect((same.body as unknown[])[0]).toEqual({ name: '버건디 니트' });
    expect((await t.rest('GET', `/api/user/search/show?term=${encodeURIComponent('ㄴㅁ')}`)).body).toEqual([
      { title: '눈물의 여왕' },
    ]);
    expect((await t.rest('GET', `/api/user/search/actor?term=${encodeURIComponent('김수')}`)).body).toEqual([
      { name: '김수현' },
    ]);
    const gql = await t.gql<{ autocomplete: string[] }>('query { autocomplete(category: ACTOR, term: "김") }');
    expect(gql.data?.autocomplete).toEqual(['김수현', '김지원']);
  });

  it('answers a blank term with [] and no SQL', async () => {
    for (const p of [
      '/api/user/search/product?term=',
      '/api/user/search/product',
      '/api/user/search/actor?term=%20%20',
      '/api/user/search/user?term=',
    ]) {
      const res = await t.rest('GET', p);
      expect(res.status, p).toBe(200);
      expect(res.body, p).toEqual([]);
      expect(res.statements, p).toBe(0);
    }
    const gql = await t.gql<{ autocomplete: string[] }>('query { autocomplete(category: SHOW, term: " ") }');
    expect(gql.data?.autocomplete).toEqual([]);
    expect(gql.statements).toBe(0);
  });
});
