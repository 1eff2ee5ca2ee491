import { describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { adminMayChange, memberMayCancel } from './order-state.js';

const { RECEIVED, SHIPPING, DELIVERED, CANCELLED } = OrderState;

describe('order state machine', () => {
  it.each([
    [RECEIVED, SHIPPING, true],
    [RECEIVED, DELIVERED, true],
    [RECEIVED, CANCELLED, true],
    [SHIPPING, RECEIVED, false],
    [SHIPPING, DELIVERED, true],
    [SHIPPING, CANCELLED, true],
    [DELIVERED, RECEIVED, false],
    [DELIVERED, SHIPPING, false],
    [DELIVERED, CANCELLED, true],
    [CANCELLED, DELIVERED, false],
    [CANCELLED, RECEIVED, true],
    [CANCELLED, SHIPPING, true],
  ])('admin %s → %s: %s', (from, to, allowed) => {
    expect(adminMayChange(from, to)).toBe(allowed);
  });

  it('never counts staying in a state as a change', () => {
    for (const s of Object.values(OrderState)) expect(adminMayChange(s, s)).toBe(false);
  });

  it('lets a member cancel only an order in 주문접수', () => {
    expect(Object.values(OrderState).filter(memberMayCancel)).toEqual([RECEIVED]);
  });
});
