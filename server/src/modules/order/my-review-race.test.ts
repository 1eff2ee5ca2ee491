import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { makeProduct, makeReview } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * A review edited or deleted several times at once: its product's count and score sum move by what each change
 * really did, since an edit locks the review before reading its old score and a delete adjusts only for the row it
 * removed (my-review.service.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const UPDATE =
  'mutation ($no: Int!, $score: Int!) { updateReview(no: $no, input: { contents: "고침", score: $score }) { no } }';
const DELETE = 'mutation ($no: Int!) { deleteReview(no: $no) }';
const RATING = 'query ($no: Int!) { product(no: $no) { reviewCount score } }';

const sumOf = async (productNo: number) => {
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ review_count: number; score_sum: number }[]>(
      'select review_count, score_sum from product where no = ?',
      [productNo],
    );
  return row;
};

describe('one review changed at once', () => {
  it('keeps its product’s rating equal to the review after edits racing each other', async () => {
    const { user, token } = await t.member();
    const em = t.em();
    const product = await makeProduct(em);
    const mine = await makeReview(em, product, user, { score: 5 });
    await makeReview(em, product, (await t.member()).user, { score: 4 });

    const scores = [1, 2, 3, 4, 1, 2, 3, 4];
    const answers = await Promise.all(scores.map((score) => t.gql(UPDATE, { no: mine.no, score }, token)));
    expect(answers.map((a) => a.errors ?? null)).toEqual(scores.map(() => null));

    const review = await t.gql<{ review: { score: number } }>('query ($no: Int!) { review(no: $no) { score } }', {
      no: mine.no,
    });
    const final = review.data!.review.score;
    expect(await sumOf(product.no)).toEqual({ review_count: 2, score_sum: final + 4 });
    const rating = await t.gql<{ product: { reviewCount: number; score: number } }>(RATING, { no: product.no });
    expect(rating.data!.product).toEqual({ reviewCount: 2, score: (final + 4) / 2 });
  });

  it('takes a review out of its product’s rating once when its author and the admin delete it at once', async () => {
    const { user, token } = await t.member();
    const admin = (await t.member({ role: Role.ADMIN })).token;
    const em = t.em();
    const product = await makeProduct(em);
    await makeReview(em, product, (await t.member()).user, { score: 2 });
    const reviews = [];
    for (let i = 0; i < 4; i++) reviews.push(await makeReview(em, product, user, { score: 5 }));

    const answers = await Promise.all(
      reviews.flatMap((r) => [t.gql(DELETE, { no: r.no }, token), t.gql(DELETE, { no: r.no }, admin)]),
    );
    // Each call deleted it, or found it gone already.
    for (const a of answers) if (a.errors) expect(a.errors[0]?.extensions?.code).toBe('NOT_FOUND');

    expect(await sumOf(product.no)).toEqual({ review_count: 1, score_sum: 2 });
    const rating = await t.gql<{ product: { reviewCount: number; score: number } }>(RATING, { no: product.no });
    expect(rating.data!.product).toEqual({ reviewCount: 1, score: 2 });
  });
});
