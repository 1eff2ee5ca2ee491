import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageNumbers, pageWindow } from './page-numbers';

describe('the page numbers', () => {
  it('offers the first, the last and the pages around the current one, folding the rest', () => {
    expect(pageWindow(6, 68)).toEqual([1, null, 5, 6, 7, null, 68]);
    expect(pageWindow(1, 68)).toEqual([1, 2, null, 68]);
    expect(pageWindow(3, 68)).toEqual([1, 2, 3, 4, null, 68]);
    expect(pageWindow(68, 68)).toEqual([1, null, 67, 68]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('marks the current page and goes to another', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PageNumbers page={6} total={68} onChange={onChange} label={(p) => `${p} 페이지`} />);
    expect(screen.getByRole('button', { name: '6 페이지' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '68 페이지' }));
    expect(onChange).toHaveBeenCalledWith(68);
    await user.click(screen.getByRole('button', { name: '6 페이지' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
