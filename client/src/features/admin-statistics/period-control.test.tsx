import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { PeriodControl } from './components/period-control';
import { seoulToday, yearsOffered, type Period } from './period';

const T = MSG.adminStatistics;
const year = (y: number): Period => ({ kind: 'year', year: y });

describe('the period control', () => {
  it('offers every year from 2020 to this one and switches at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PeriodControl period={year(2024)} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: T.year }) as HTMLSelectElement;
    expect(select.value).toBe('2024');
    expect([...select.options].map((o) => o.value)).toEqual(yearsOffered().map(String));
    expect(select.options[select.options.length - 1]!.textContent).toBe(T.yearOption('2020'));
    await user.selectOptions(select, '2022');
    expect(onChange).toHaveBeenCalledWith(year(2022));
    expect(screen.getByRole('heading', { name: new RegExp(T.range('2024-01-01', '2024-12-31')) })).toBeTruthy();
  });

  it('names the days a page shows when it shows one month of the period', () => {
    render(<PeriodControl period={year(2024)} shown={{ from: '2024-12-01', to: '2024-12-31' }} onChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: new RegExp(T.range('2024-12-01', '2024-12-31')) })).toBeTruthy();
    expect(screen.queryByText(T.range('2024-01-01', '2024-12-31'))).toBeNull();
    expect((screen.getByLabelText(T.from) as HTMLInputElement).value).toBe('2024-12-01');
    expect((screen.getByLabelText(T.to) as HTMLInputElement).value).toBe('2024-12-31');
  });

  it('applies a range of days, and refuses one that ends before it starts', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PeriodControl period={year(2024)} onChange={onChange} />);
    const from = screen.getByLabelText(T.from);
    const to = screen.getByLabelText(T.to);
    await user.clear(from);
    await user.type(from, '2024-03-10');
    await user.clear(to);
    await user.type(to, '2024-03-01');
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(screen.getByRole('alert').textContent).toBe(T.invalidRange);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '2024-04-09');
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'range', from: '2024-03-10', to: '2024-04-09' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a chosen range as such, and a year from the select leaves it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const today = seoulToday();
    render(<PeriodControl period={{ kind: 'range', from: '2021-05-01', to: today }} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: T.year }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]!.textContent).toBe(T.customOption);
    expect((screen.getByLabelText(T.from) as HTMLInputElement).value).toBe('2021-05-01');
    await user.selectOptions(select, '2021');
    expect(onChange).toHaveBeenCalledWith(year(2021));
  });
});
