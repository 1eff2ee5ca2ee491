import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import { REPORT_THRESHOLD } from './post.service.js';

// Its own database: the total counts every post.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The kept total beside the count it stands for. */
async function totals(): Promise<{ kept: number; counted: number }> {
  const [row] = await t.em().execute<{ kept: number; counted: number }[]>(
    `select coalesce((select visible from post_feed_total), 0) as kept,
      (select count(*)::int from post where not deleted and reports_count <= ?) as counted`,
    [REPORT_THRESHOLD],
  );
  return row!;
}

const FEED_TOTAL = 'query { feed(scope: ALL) { totalElements } }';

it('keeps the feed total equal to the visible posts through every kind of write', async () => {
  const { user, token } = await t.member();
  const feedTotal = async () => (await t.gql<{ feed: { totalElements: number } }>(FEED_TOTAL, {}, token)).data!.feed;
  expect(await totals()).toEqual({ kept: 0, counted: 0 });

  const [a, b, c] = [await makePost(t.em(), user), await makePost(t.em(), user), await makePost(t.em(), user)];
  await makePost(t.em(), user, { deleted: true });
  await makePost(t.em(), user, { reportsCount: REPORT_THRESHOLD + 1 });
  expect(await totals()).toEqual({ kept: 3, counted: 3 });
  expect(await feedTotal()).toEqual({ totalElements: 3 });

  const em = t.em();
  // Into the trash and back, over the report threshold and back, liked (no change), several rows at once.
  await em.execute('update post set deleted = true where no = ?', [a.no]);
  await em.execute('update post set reports_count = ? where no = ?', [REPORT_THRESHOLD + 1, b.no]);
  await em.execute('update post set likes_count = likes_count + 1 where no = ?', [c.no]);
  expect(await totals()).toEqual({ kept: 1, counted: 1 });
  await em.execute('update post set deleted = false, reports_count = 0 where no in (?, ?)', [a.no, b.no]);
  expect(await totals()).toEqual({ kept: 3, counted: 3 });
  await em.execute(
    `insert into post (user_no, content) select ?, '글' from generate_series(1, 4) union all
     select ?, '숨김' from generate_series(1, 2)`,
    [user.no, user.no],
  );
  await em.execute(`update post set reports_count = ? where content = '숨김'`, [REPORT_THRESHOLD + 1]);
  expect(await totals()).toEqual({ kept: 7, counted: 7 });
  await em.execute('delete from post where no in (?, ?)', [a.no, b.no]);
  expect(await totals()).toEqual({ kept: 5, counted: 5 });
  expect(await feedTotal()).toEqual({ totalElements: 5 });

  await em.execute('truncate post cascade');
  expect(await totals()).toEqual({ kept: 0, counted: 0 });
  await makePost(t.em(), user);
  expect(await totals()).toEqual({ kept: 1, counted: 1 });
});
