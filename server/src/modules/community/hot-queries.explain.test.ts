import { afterAll, beforeAll, expect, it } from 'vitest';
import { indexPlanOf, planSummary } from '../../common/explain-plan.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { FeedOrder, FeedScope } from './post.inputs.js';
import { feedQuery, POPULAR_POSTS_SQL } from './post.service.js';

/**
 * The plans of the feed's and home's post reads. Posts in the scale-100 data set's proportions (a few percent in
 * the trash or hidden by reports, likes spread over 0–23), so that the planner weighs the indexes as it does there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  await em.execute(`insert into users (id, pwd, name, email, nickname, tel, role)
    select 'feed' || i, 'x', '회원', 'feed' || i || '@example.com', '닉' || i, '010', 'USER'
    from generate_series(1, 2000) i`);
  await em.execute(`insert into post (user_no, content, date, likes_count, deleted, reports_count)
    select u.no, '글', timestamptz '2025-01-01' + i * interval '5 minutes', i % 24, i % 20 = 0, (i % 97) / 16
    from generate_series(1, 20000) i join users u on u.id = 'feed' || (1 + i % 2000)`);
  await em.execute('analyze users, post, post_feed_total');
}, 60_000);
afterAll(() => t.close());

// The kept total is one row: reading it whole is its lookup.
const plan = async (sql: string, params: unknown[]) =>
  planSummary(await indexPlanOf(t.em(), sql, params), ['post_feed_total']);

it('reads a page of the feed of all posts from the index of its order, without counting posts', async () => {
  const indexOf = { [FeedOrder.LATEST]: 'post_feed_date_idx', [FeedOrder.POPULAR]: 'post_feed_likes_idx' };
  for (const order of [FeedOrder.LATEST, FeedOrder.POPULAR]) {
    for (const page of [0, 5]) {
      const { sql, params } = feedQuery(1, { scope: FeedScope.ALL, order, page, size: 10 });
      expect({ order, page, ...(await plan(sql, params)) }).toEqual({
        order,
        page,
        seqScans: [],
        indexes: [indexOf[order], 'users_pkey'],
      });
    }
  }
});

it("reads the followed members' feed and the home's popular posts through indexes", async () => {
  for (const order of [FeedOrder.LATEST, FeedOrder.POPULAR]) {
    const { sql, params } = feedQuery(1, { scope: FeedScope.FOLLOWING, order, page: 0, size: 10 });
    expect({ order, ...(await plan(sql, params)) }).toMatchObject({ order, seqScans: [] });
  }
  expect(await plan(POPULAR_POSTS_SQL, [8])).toEqual({ seqScans: [], indexes: ['post_popular_idx', 'users_pkey'] });
});
