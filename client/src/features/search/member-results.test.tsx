import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { SearchResults } from './components/search-results';

const member = (no: number, nickname: string, pic: string | null = null) => ({
  __typename: 'MemberSearchResult' as const,
  no,
  nickname,
  pic,
});

describe('member search results', () => {
  it('shows a member without a picture by their initial, never the words for a missing image', () => {
    render(
      <MemoryRouter>
        <SearchResults
          results={[member(9, '김스타일'), member(10, '사진있음', '/uploads/p.png')]}
          renderProduct={() => null}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([paths.styleProfile(9), paths.styleProfile(10)]);
    // The nickname alone names each link: the picture or the initial is decoration.
    expect(screen.getByRole('link', { name: '김스타일' })).toBeTruthy();
    expect(within(links[0]!).getByText('김')).toBeTruthy();
    expect(screen.queryByText(MSG.search.noImage)).toBeNull();
    expect(links[1]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/p.png');
  });

  it('lays five members out as one list of rows, not a grid with holes', () => {
    const five = ['가', '나', '다', '라', '마'].map((n, i) => member(i + 1, `${n}회원`));
    render(
      <MemoryRouter>
        <SearchResults results={five} renderProduct={() => null} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByTestId('grid-filler')).toBeNull();
  });
});
