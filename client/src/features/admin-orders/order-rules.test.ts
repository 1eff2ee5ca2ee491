import { describe, expect, it } from 'vitest';
import type { OrderState } from '../../gql/graphql';
import { displayOrderNo, ORDER_STATES, stateOptionDisabled } from './order-rules';

const enabledFrom = (current: OrderState) => ORDER_STATES.filter((o) => !stateOptionDisabled(current, o));

describe('the status select (admin console §4)', () => {
  it('offers from each state exactly the moves the rules allow', () => {
    expect(enabledFrom('RECEIVED')).toEqual(['SHIPPING', 'DELIVERED', 'CANCELLED']);
    expect(enabledFrom('SHIPPING')).toEqual(['DELIVERED', 'CANCELLED']);
    expect(enabledFrom('DELIVERED')).toEqual(['CANCELLED']);
    expect(enabledFrom('CANCELLED')).toEqual(['RECEIVED', 'SHIPPING']);
  });
});

describe('the displayed order number (admin console §9)', () => {
  it('is the Korea date as YYMMDD followed by the order number', () => {
    expect(displayOrderNo('2024-05-01T03:00:00.000Z', 12)).toBe('24050112');
    // 23:30 on April 30th in UTC is already May 1st in Korea.
    expect(displayOrderNo('2024-04-30T15:30:00.000Z', 7)).toBe('2405017');
  });
});
