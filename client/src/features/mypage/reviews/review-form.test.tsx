import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../lib/messages';
import { renderMemberPage } from '../test/member-app';
import {
  EditReviewQuery,
  MyReviewsQuery,
  REVIEW_PAGE_SIZE,
  ReviewLineQuery,
  UpdateReviewMutation,
  WriteReviewMutation,
} from './operations';

const line = {
  __typename: 'OrderProduct',
  no: 31,
  product: { __typename: 'Product', no: 5, name: '린넨 셔츠', pic: null },
};
const allowed = (ok: boolean) => ({
  request: { query: ReviewLineQuery, variables: { orderProductNo: 31, orderNo: 9 } },
  result: { data: { canReview: ok, order: { __typename: 'Order', no: 9, lines: [line] } } },
});
/** Opened directly (a link or a reload): the order number in the URL brings the product. */
const WRITE_PATH = '/user/mypage/review/write/31?order=9';
const myReviews = {
  request: { query: MyReviewsQuery, variables: { page: 0, size: REVIEW_PAGE_SIZE } },
  result: { data: { myReviews: { __typename: 'ReviewPage', number: 0, totalPages: 0, content: [] } } },
};
const savedReview = (over: object = {}) => ({
  __typename: 'Review',
  no: 77,
  contents: '잘 맞아요',
  score: 4,
  pic: '/uploads/review/a.png',
  product: { __typename: 'Product', no: 5, score: 4.2, reviewCount: 3 },
  ...over,
});

const contents = () => screen.getByLabelText(MSG.reviews.contents) as HTMLTextAreaElement;
const counter = () => screen.getByTestId('review-counter').textContent;

describe('review write form', () => {
  it('asks for the contents and a score', async () => {
    const user = userEvent.setup();
    renderMemberPage(WRITE_PATH, [allowed(true)]);
    expect(await screen.findByText('린넨 셔츠')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: MSG.reviews.submit }));
    expect(await screen.findByText(MSG.reviews.contentsRequired)).toBeTruthy();
    expect(screen.getByText(MSG.reviews.scoreRequired)).toBeTruthy();
    await user.type(contents(), '   ');
    await user.click(screen.getByRole('button', { name: MSG.reviews.submit }));
    expect(await screen.findByText(MSG.reviews.contentsRequired)).toBeTruthy();
  });

  it("counts 'n / 40' and cuts the input at 40 characters with the spec's message", async () => {
    const user = userEvent.setup();
    renderMemberPage(WRITE_PATH, [allowed(true)]);
    await user.type(await screen.findByLabelText(MSG.reviews.contents), '좋아요');
    expect(counter()).toBe(MSG.reviews.counter(3));
    expect(screen.queryByText(MSG.reviews.contentsTooLong)).toBeNull();
    fireEvent.change(contents(), { target: { value: '가'.repeat(45) } });
    expect(contents().value).toBe('가'.repeat(40));
    expect(counter()).toBe(MSG.reviews.counter(40));
    expect(screen.getByText(MSG.reviews.contentsTooLong)).toBeTruthy();
  });

  it('sends the contents, the score and the optional image, then shows my reviews', async () => {
    const user = userEvent.setup();
    const image = new File(['png'], 'look.png', { type: 'image/png' });
    const written = {
      request: {
        query: WriteReviewMutation,
        variables: (v: Record<string, unknown>) =>
          v.orderProductNo === 31 &&
          JSON.stringify(v.input) === JSON.stringify({ contents: '잘 맞아요', score: 4 }) &&
          v.image === image,
      },
      result: { data: { writeReview: savedReview() } },
    };
    const { router } = renderMemberPage(WRITE_PATH, [allowed(true), written, myReviews]);
    await user.type(await screen.findByLabelText(MSG.reviews.contents), ' 잘 맞아요 ');
    await user.click(screen.getByLabelText(MSG.reviews.scoreOption(4)));
    await user.upload(screen.getByLabelText(MSG.reviews.image), image);
    expect(screen.getByRole('img', { name: MSG.reviews.imagePreview })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.reviews.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/mypage/review'));
    expect(await screen.findByText(MSG.reviews.empty)).toBeTruthy();
  });

  it('refuses a line that cannot be reviewed', async () => {
    renderMemberPage(WRITE_PATH, [allowed(false)]);
    expect(await screen.findByText(MSG.reviews.notAllowed)).toBeTruthy();
    expect(screen.queryByLabelText(MSG.reviews.contents)).toBeNull();
  });
});

describe('review edit form', () => {
  const review = (authorNo: number) => ({
    request: { query: EditReviewQuery, variables: { no: 77 } },
    result: {
      data: {
        review: {
          __typename: 'Review',
          no: 77,
          contents: '처음 쓴 리뷰',
          score: 3,
          pic: null,
          author: { __typename: 'User', no: authorNo },
          product: { __typename: 'Product', no: 5, name: '린넨 셔츠', pic: '/p.png' },
        },
      },
    },
  });

  it('is filled in, caps the contents at 40 and saves without other checks', async () => {
    const user = userEvent.setup();
    const updated = {
      request: {
        query: UpdateReviewMutation,
        variables: { no: 77, input: { contents: '나'.repeat(40), score: 3 }, image: null },
      },
      result: { data: { updateReview: savedReview({ contents: '나'.repeat(40), score: 3 }) } },
    };
    const { router } = renderMemberPage('/user/mypage/review/edit/77', [review(7), updated, myReviews]);
    expect(((await screen.findByLabelText(MSG.reviews.contents)) as HTMLTextAreaElement).value).toBe('처음 쓴 리뷰');
    expect((screen.getByLabelText(MSG.reviews.scoreOption(3)) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(contents(), { target: { value: '나'.repeat(50) } });
    expect(counter()).toBe(MSG.reviews.counter(40));
    await user.click(screen.getByRole('button', { name: MSG.reviews.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/mypage/review'));
  });

  it("does not open another member's review", async () => {
    renderMemberPage('/user/mypage/review/edit/77', [review(8)]);
    expect(await screen.findByText(MSG.reviews.notYours)).toBeTruthy();
  });
});
