import { describe, expect, it } from 'vitest';
import {
  AnswerMultiplicities,
  Direction,
  OrderSortFields,
  QuestionInputTypes,
  SortOrder,
} from './orders.js';

describe('order list and question values', () => {
  it('holds the values of the spec', () => {
    expect(OrderSortFields).toEqual(['OrderedDate', 'Patient', 'UpdatedDate', 'ResultDt']);
    expect(SortOrder).toEqual({ Ascending: 0, Descending: 1 });
    expect(Direction).toEqual({ Inbound: 0, Outbound: 1 });
    expect(QuestionInputTypes).toEqual(['FreeText', 'List', 'Date', 'None']);
    expect(AnswerMultiplicities).toEqual(['NotApplicable', 'Single', 'Multiple']);
  });
});
