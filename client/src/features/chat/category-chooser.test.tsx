import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { CategoryChooser } from './category-chooser';

describe('chat category chooser', () => {
  it('offers 상품문의, 배송문의 and 기타문의, in that order, and reports the one chosen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<CategoryChooser onChoose={onChoose} busy={false} error={null} />);
    const region = screen.getByRole('region', { name: MSG.chat.categoryTitle });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['상품문의', '배송문의', '기타문의']);
    expect(region).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '배송문의' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('DELIVERY');
  });

  it('holds its buttons while the choice is saved and shows a failure', () => {
    render(<CategoryChooser onChoose={vi.fn()} busy error={MSG.chat.categoryFailed} />);
    expect(screen.getAllByRole<HTMLButtonElement>('button').every((b) => b.disabled)).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(MSG.chat.categoryFailed);
  });
});
