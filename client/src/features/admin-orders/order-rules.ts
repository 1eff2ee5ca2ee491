import type { OrderState } from '../../gql/graphql';
import { seoulDay } from '../../lib/format';

/** The states in the order of the status select. */
export const ORDER_STATES = ['RECEIVED', 'SHIPPING', 'DELIVERED', 'CANCELLED'] as const satisfies readonly OrderState[];

/**
 * Admin console §4: 'received' is disabled while shipping or delivered, 'shipping' once delivered, 'delivered' once
 * cancelled; cancel is always selectable. The current state is shown, not offered (choosing it changes nothing).
 * The server keeps the same rules and refuses what breaks them.
 */
export function stateOptionDisabled(current: OrderState, option: OrderState): boolean {
  if (option === current) return true;
  switch (option) {
    case 'RECEIVED':
      return current === 'SHIPPING' || current === 'DELIVERED';
    case 'SHIPPING':
      return current === 'DELIVERED';
    case 'DELIVERED':
      return current === 'CANCELLED';
    case 'CANCELLED':
      return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Admin console §9: characters 2 to 10 of the (Korea) order date without dashes, then the order number; the date
 * without dashes is YYYYMMDD, so 2024-05-01 and order 12 read 24050112.
 */
export function displayOrderNo(date: string, no: number): string {
  const { year, month, day } = seoulDay(date);
  return `${year}${pad(month)}${pad(day)}`.slice(2, 10) + String(no);
}
