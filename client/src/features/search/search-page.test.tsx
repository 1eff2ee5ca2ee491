import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { SearchPageQuery } from '../../app/routes/search/search-route';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { renderRoutes } from '../../test/render';
import { SEARCH_PAGE_SIZE } from './search-params';

type Category = 'PRODUCT' | 'ACTOR' | 'SHOW' | 'USER';

const product = (no: number) => ({
  __typename: 'Product' as const,
  no,
  name: `니트 ${no}`,
  pic: null,
  price: 30000,
  discountRate: 0,
  stock: 5,
  score: 0,
  reviewCount: 0,
});
const show = (no: number, title: string) => ({
  __typename: 'Show' as const,
  no,
  title,
  pic: `/uploads/show-${no}.svg`,
});

/** The answer to one page of a search; the mock matches only the exact variables the page must send. */
function found(
  term: string,
  category: Category,
  page: number,
  results: object[],
  totalPages = 1,
  suggestion: { category: Category; name: string } | null = null,
) {
  return {
    request: { query: SearchPageQuery, variables: { category, term, page, size: SEARCH_PAGE_SIZE } },
    result: {
      data: {
        search: {
          __typename: 'SearchPage' as const,
          totalPages,
          totalElements: totalPages * 5,
          suggestion: suggestion && { __typename: 'SearchSuggestion' as const, ...suggestion },
          results,
        },
      },
    },
  };
}

const productCells = () => screen.getAllByTestId('product-card');
const fillers = () => screen.queryAllByTestId('grid-filler');

describe('search page', () => {
  it('fills the last row of products with empty cells and pages through the results in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: paths.search('니트', 'product'),
      routes,
      mocks: [
        found('니트', 'PRODUCT', 0, [1, 2, 3, 4, 5].map(product), 2),
        found('니트', 'PRODUCT', 1, [6, 7].map(product), 2),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.search.resultsFor('니트') })).toBeTruthy();
    await screen.findByText('니트 5');
    expect(productCells()).toHaveLength(5);
    expect(fillers()).toHaveLength(1);
    expect(productCells()[0]!.getAttribute('href')).toBe(paths.product(1));

    await user.click(screen.getByRole('button', { name: /다음/ }));
    await screen.findByText('니트 7');
    expect(productCells()).toHaveLength(2);
    expect(fillers()).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(screen.getByTestId('pager-status').textContent).toBe(MSG.common.pageStatus(2, 2));
  });

  it('needs no filler when the products fill their rows', async () => {
    renderRoutes({
      path: paths.search('니트', 'product'),
      routes,
      mocks: [found('니트', 'PRODUCT', 0, [1, 2, 3].map(product))],
    });
    await screen.findByText('니트 3');
    expect(fillers()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: MSG.search.pagination })).toBeNull();
  });

  it('says when nothing was found', async () => {
    renderRoutes({ path: paths.search('없는말', 'show'), routes, mocks: [found('없는말', 'SHOW', 0, [], 0)] });
    expect((await screen.findByText(MSG.search.empty)).textContent).toBe('검색 결과가 없습니다.');
  });

  it('suggests the nearest name when nothing was found, a link to its results in its category', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: paths.search('달빗', 'product'),
      routes,
      mocks: [
        found('달빗', 'PRODUCT', 0, [], 0, { category: 'SHOW', name: '달빛 아래 정원' }),
        found('달빛 아래 정원', 'SHOW', 0, [show(4, '달빛 아래 정원')]),
      ],
    });
    expect((await screen.findByText(MSG.search.empty)).textContent).toBe('검색 결과가 없습니다.');
    const link = screen.getByRole('link', { name: '혹시 ‘달빛 아래 정원’을 찾으셨나요?' });
    await user.click(link);
    await screen.findByRole('link', { name: '달빛 아래 정원' });
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '달빛 아래 정원', category: 'show' })}`);
    expect(screen.queryByText(/찾으셨나요/)).toBeNull();
  });

  it('puts 을 after a final consonant, 를 after a vowel and 을(를) after other letters', () => {
    expect(MSG.search.didYouMean('눈물의 여왕')).toBe('혹시 ‘눈물의 여왕’을 찾으셨나요?');
    expect(MSG.search.didYouMean('버건디 니트')).toBe('혹시 ‘버건디 니트’를 찾으셨나요?');
    expect(MSG.search.didYouMean('Knit')).toBe('혹시 ‘Knit’을(를) 찾으셨나요?');
  });

  it('shows the error text with a retry when the search fails', async () => {
    const user = userEvent.setup();
    const failed = { request: found('니트', 'PRODUCT', 0, []).request, error: new Error('down') };
    renderRoutes({
      path: paths.search('니트', 'product'),
      routes,
      mocks: [failed, found('니트', 'PRODUCT', 0, [product(1)])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.search.error);
    await user.click(within(alert).getByRole('button', { name: MSG.search.retry }));
    expect(await screen.findByText('니트 1')).toBeTruthy();
  });

  it('lists shows, actors with their shows and members, each linking to its page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: paths.search('김', 'show'),
      routes,
      mocks: [
        found('김', 'SHOW', 0, [show(3, '김비서가 왜 그럴까')]),
        found('김', 'ACTOR', 0, [
          { __typename: 'ActorSearchResult', name: '김수현', showDetails: [show(4, '눈물의 여왕'), show(5, '별그대')] },
        ]),
        found('김', 'USER', 0, [{ __typename: 'MemberSearchResult', no: 9, nickname: '김스타일', pic: null }]),
      ],
    });
    const showLink = await screen.findByRole('link', { name: /김비서가 왜 그럴까/ });
    expect(showLink.getAttribute('href')).toBe(paths.show(3));

    await user.click(screen.getByRole('button', { name: MSG.search.categories.actor }));
    const actor = await screen.findByRole('article', { name: '김수현' });
    const shows = within(actor).getByRole('list', { name: MSG.search.showsOf('김수현') });
    expect(
      within(shows)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([paths.show(4), paths.show(5)]);
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '김', category: 'actor' })}`);

    await user.click(screen.getByRole('button', { name: MSG.search.categories.user }));
    const member = await screen.findByRole('link', { name: /김스타일/ });
    expect(member.getAttribute('href')).toBe(paths.styleProfile(9));
    expect(screen.getByRole('button', { name: MSG.search.categories.user }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts a new category at page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: `${paths.search('니트', 'product')}&page=2`,
      routes,
      mocks: [found('니트', 'PRODUCT', 1, [product(6)], 2), found('니트', 'SHOW', 0, [show(1, '니트의 계절')])],
    });
    await screen.findByText('니트 6');
    await user.click(screen.getByRole('button', { name: MSG.search.categories.show }));
    await screen.findByText('니트의 계절');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('asks for a term when there is none, without searching', async () => {
    renderRoutes({ path: '/user/search?category=product', routes, mocks: [] });
    expect(await screen.findByText(MSG.search.enterTerm)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: MSG.search.title })).toBeTruthy();
  });
});
