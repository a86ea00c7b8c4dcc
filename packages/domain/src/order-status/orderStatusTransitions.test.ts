import { describe, expect, it } from 'vitest';
import { canTransition, nextOrderStatuses, transition } from './index.js';

// Every pair of numeric statuses: 0 OrderNow, 1 Draft, 3 BenefitsInvestigation, 4 PendingReview.
const everyPair: readonly [from: number, to: number, allowed: boolean][] = [
  [1, 1, true],
  [1, 0, true],
  [1, 3, true],
  [1, 4, true],
  [3, 3, true],
  [3, 1, true],
  [3, 0, true],
  [3, 4, true],
  [4, 4, true],
  [4, 0, true],
  [4, 1, false],
  [4, 3, false],
  [0, 0, true],
  [0, 4, true],
  [0, 1, false],
  [0, 3, false],
];

describe('order status transitions', () => {
  it.each(everyPair)('%i -> %i allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    expect(transition(from, to).ok).toBe(allowed);
  });

  it('reports whether the status changed', () => {
    expect(transition(1, 0)).toEqual({ ok: true, status: 0, changed: true });
    expect(transition(1, 1)).toEqual({ ok: true, status: 1, changed: false });
  });

  it('refuses an illegal move with the status names', () => {
    expect(transition(0, 1)).toEqual({
      ok: false,
      reason: 'transition-not-allowed',
      message: 'An order cannot move from OrderNow to Draft.',
    });
    expect(transition(4, 3)).toEqual({
      ok: false,
      reason: 'transition-not-allowed',
      message: 'An order cannot move from PendingReview to BenefitsInvestigation.',
    });
  });

  it('refuses numbers that are not statuses, at either end', () => {
    expect(transition(2, 0)).toEqual({
      ok: false,
      reason: 'unknown-status',
      message: '2 is not an order status.',
    });
    expect(transition(1, 7)).toMatchObject({ ok: false, reason: 'unknown-status' });
    expect(canTransition(Number.NaN, 1)).toBe(false);
  });

  it('lists the statuses an order may move to, agreeing with canTransition', () => {
    expect(nextOrderStatuses(1)).toEqual([0, 3, 4]);
    expect(nextOrderStatuses(0)).toEqual([4]);
    expect(nextOrderStatuses(2)).toEqual([]);
    for (const from of [0, 1, 3, 4]) {
      for (const to of [0, 1, 3, 4]) {
        if (from !== to)
          expect(nextOrderStatuses(from).includes(to as 0)).toBe(canTransition(from, to));
      }
    }
  });
});
