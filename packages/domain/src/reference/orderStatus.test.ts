import { describe, expect, it } from 'vitest';
import {
  CancelledOrderStatusLabels,
  DefaultLabStatus,
  NumericOrderStatus,
  NumericOrderStatuses,
  OrderStatusLabels,
  isCancelledOrderStatus,
  isNumericOrderStatus,
  isOrderStatusLabel,
  numericOrderStatusLabel,
} from './orderStatus.js';

describe('order status labels', () => {
  it('lists the 21 text labels of the spec, each once', () => {
    expect(OrderStatusLabels).toHaveLength(21);
    expect(new Set(OrderStatusLabels).size).toBe(21);
    expect(OrderStatusLabels).toContain('Payment Type Change request');
    expect(OrderStatusLabels).toContain('Expired Link Placed Order');
  });

  it('recognises labels by exact spelling', () => {
    expect(isOrderStatusLabel('In Lab')).toBe(true);
    expect(isOrderStatusLabel('in lab')).toBe(false);
  });

  it('forms the cancelled group from Canceled and Canceled by Patient only', () => {
    expect(CancelledOrderStatusLabels).toEqual(['Canceled', 'Canceled by Patient']);
    expect(isCancelledOrderStatus('Canceled')).toBe(true);
    expect(isCancelledOrderStatus('Canceled by Patient')).toBe(true);
    expect(isCancelledOrderStatus('Deleted')).toBe(false);
    expect(isCancelledOrderStatus(undefined)).toBe(false);
    expect(isCancelledOrderStatus(null)).toBe(false);
  });

  it('starts new ordered tests as Ordered', () => {
    expect(DefaultLabStatus).toBe('Ordered');
  });
});

describe('numeric order statuses', () => {
  it('holds 0, 1, 3 and 4 with their names', () => {
    expect(NumericOrderStatus).toEqual({
      OrderNow: 0,
      Draft: 1,
      BenefitsInvestigation: 3,
      PendingReview: 4,
    });
    expect(NumericOrderStatuses.map((status) => status.value)).toEqual([0, 1, 3, 4]);
  });

  it('shows each status with the label of the spec', () => {
    expect(numericOrderStatusLabel(0)).toBe('Submitted order');
    expect(numericOrderStatusLabel(1)).toBe('Draft');
    expect(numericOrderStatusLabel(3)).toBe('Benefit investigation');
    expect(numericOrderStatusLabel(4)).toBe('Submitted order');
    expect(numericOrderStatusLabel(2)).toBeUndefined();
  });

  it('knows which numbers are statuses', () => {
    expect(isNumericOrderStatus(3)).toBe(true);
    expect(isNumericOrderStatus(2)).toBe(false);
  });
});
