import { afterAll, beforeAll, expect, it } from 'vitest';
import { SearchCategory } from '../../common/enums.js';
import { indexPlanOf, planSummary } from '../../common/explain-plan.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { autocompleteQuery, searchQueries } from './search.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const plan = async (query: { sql: string; params: unknown[] }) =>
  planSummary(await indexPlanOf(t.em(), query.sql, query.params));

const NAME_INDEXES = {
  typo: 'search_product_name_trgm_idx',
  chosung: 'search_product_name_chosung_trgm_idx',
};

/** The bench's terms: a typo and initial consonants, each on the first page and a later one. */
it('matches product names in their trigram indexes and reads the products by name, never a whole table', async () => {
  for (const [kind, term] of [
    ['typo', '버건드 니트'],
    ['chosung', 'ㅂㄱㄷ ㄴㅌ'],
  ] as const) {
    for (const page of [0, 3]) {
      const { rows, count } = searchQueries({ category: SearchCategory.PRODUCT, term, page, size: 5 });
      expect({ term, page, ...(await plan(rows)) }).toMatchObject({
        term,
        page,
        seqScans: [],
        indexes: ['product_available_name_idx', NAME_INDEXES[kind]],
      });
      expect({ term, ...(await plan(count)) }).toMatchObject({ term, seqScans: [], indexes: [NAME_INDEXES[kind]] });
    }
  }
});

it('suggests product names from the names index alone', async () => {
  for (const [kind, term] of [
    ['typo', '버건드'],
    ['chosung', 'ㅅㄴㅋㅈ'],
  ] as const) {
    expect({ term, ...(await plan(autocompleteQuery({ category: SearchCategory.PRODUCT, term }))) }).toMatchObject({
      term,
      seqScans: [],
      indexes: [NAME_INDEXES[kind]],
    });
  }
});
