import { afterAll, beforeAll, expect, it } from 'vitest';
import { SearchCategory } from '../../common/enums.js';
import { indexPlanOf, planSummary } from '../../common/explain-plan.js';
import { nearestName, TARGETS } from '../../common/term-match.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { autocompleteQuery, searchQueries } from './search.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const plan = async (query: { sql: string; params: unknown[] }) =>
  planSummary(await indexPlanOf(t.em(), query.sql, query.params));

/** A typed term is matched as written and by its letters (jamo); a 초성 term by its consonants. */
const NAME_INDEXES = {
  typo: ['search_product_name_jamo_trgm_idx', 'search_product_name_trgm_idx'],
  chosung: ['search_product_name_chosung_trgm_idx'],
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
        indexes: ['product_available_name_idx', ...NAME_INDEXES[kind]].sort(),
      });
      expect({ term, ...(await plan(count)) }).toMatchObject({ term, seqScans: [], indexes: NAME_INDEXES[kind] });
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
      indexes: NAME_INDEXES[kind],
    });
  }
});

it('matches every category by its letters in its jamo index, and finds the nearest name from that index alone', async () => {
  // Members are left out: on the test's few rows the planner reads the index of members not withdrawn and filters.
  const JAMO_INDEXES = {
    [SearchCategory.PRODUCT]: 'search_product_name_jamo_trgm_idx',
    [SearchCategory.SHOW]: 'show_title_jamo_trgm_idx',
    [SearchCategory.ACTOR]: 'character_actor_name_jamo_trgm_idx',
  };
  for (const [category, index] of Object.entries(JAMO_INDEXES) as [SearchCategory, string][]) {
    const { count } = searchQueries({ category, term: '달빗', page: 0, size: 5 });
    const matched = await plan(count);
    expect({ category, ...matched, jamo: matched.indexes.includes(index) }).toMatchObject({
      category,
      seqScans: [],
      jamo: true,
    });
    const nearest = await plan(nearestName(TARGETS[category], '달빗'));
    expect({ category, ...nearest }).toEqual({ category, seqScans: [], indexes: [index] });
  }
});
