import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { FEED_PAGE_SIZE, FeedQuery } from './operations';
import { renderStylePage } from './test/style-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const post = (no: number, over: object = {}) => ({
  __typename: 'Post',
  no,
  pic: `/uploads/post/${no}.png`,
  preview: `게시물 ${no}의 내용`,
  date: minutesAgo(5),
  likesCount: 3,
  commentsCount: 1,
  userNickname: `회원${no}`,
  userPic: null,
  ...over,
});
type Vars = { scope?: string; order?: string; page?: number };
const feed = ({ scope = 'ALL', order = 'LATEST', page = 0 }: Vars, content: object[], totalPages = 1) => ({
  request: { query: FeedQuery, variables: { scope, order, page, size: FEED_PAGE_SIZE } },
  result: { data: { feed: { __typename: 'PostPage', number: page, totalPages, content } } },
  maxUsageCount: 3,
});

describe('style feed', () => {
  it('shows each post as a card linking to its detail, with a placeholder for a post without a picture', async () => {
    const { container } = renderStylePage('/user/style', [
      feed({}, [post(1, { userPic: '/u.png' }), post(2, { pic: null, likesCount: 12, commentsCount: 4 })]),
    ]);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByText(MSG.postCounts.noImage)).toBeTruthy();
    expect(second.getByText('회원2')).toBeTruthy();
    expect(second.getByText('게시물 2의 내용')).toBeTruthy();
    expect(second.getByText(MSG.postCounts.likes(12))).toBeTruthy();
    expect(second.getByText(MSG.postCounts.comments(4))).toBeTruthy();
    expect(second.getByText(MSG.time.minutesAgo(5))).toBeTruthy();
    expect(second.getByRole('link').getAttribute('href')).toBe(paths.styleDetail(2));
    expect(within(cards[0]!).queryByText(MSG.postCounts.noImage)).toBeNull();
    expect(container.querySelector('img[src="/uploads/post/1.png"]')).toBeTruthy();
  });

  it('toggles following / all and latest / popular, keeping them in the address and starting at page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderStylePage('/user/style?page=2', [
      feed({ page: 1 }, [post(11)], 2),
      feed({ order: 'POPULAR' }, [post(21)]),
      feed({ scope: 'FOLLOWING', order: 'POPULAR' }, [post(31)]),
    ]);
    expect(await screen.findByText('게시물 11의 내용')).toBeTruthy();
    const order = screen.getByRole('group', { name: MSG.styleFeed.orderLabel });
    await user.click(within(order).getByRole('button', { name: MSG.styleFeed.orders.POPULAR }));
    expect(await screen.findByText('게시물 21의 내용')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=popular');
    const scope = screen.getByRole('group', { name: MSG.styleFeed.scopeLabel });
    await user.click(within(scope).getByRole('button', { name: MSG.styleFeed.scopes.FOLLOWING }));
    expect(await screen.findByText('게시물 31의 내용')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=popular&scope=following');
    expect(
      within(scope).getByRole('button', { name: MSG.styleFeed.scopes.FOLLOWING }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('hints at browsing all posts when the following feed is empty, and says there are no posts', async () => {
    const user = userEvent.setup();
    const { router } = renderStylePage('/user/style?scope=following', [feed({ scope: 'FOLLOWING' }, []), feed({}, [])]);
    expect(await screen.findByText(new RegExp(MSG.styleFeed.followingEmpty))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.styleFeed.browseAll }));
    expect(await screen.findByText(MSG.styleFeed.empty)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the feed cannot be loaded', async () => {
    const failing = { request: feed({}, []).request, error: new Error('network') };
    renderStylePage('/user/style', [failing, feed({}, [post(5)])]);
    const user = userEvent.setup();
    expect(await screen.findByText(MSG.styleFeed.error)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    await waitFor(() => expect(screen.getByText('게시물 5의 내용')).toBeTruthy());
  });

  it("keeps each hashtag of a preview in one piece, so '#' never wraps apart from its tag", async () => {
    renderStylePage('/user/style', [feed({}, [post(3, { preview: '비 오는 날 #오오티디 #OOTD' })])]);
    const tag = await screen.findByText('#오오티디');
    expect(tag.tagName).toBe('SPAN');
    expect(screen.getByText('#OOTD')).not.toBe(tag);
  });
});
