import { describe, expect, it } from 'vitest';
import {
  MessageCategories,
  MessageScopes,
  MessageSubcategories,
  MessageSubcategoriesByCategory,
  SelectableMessageCategories,
  ThreadReadStatusSort,
  ThreadSortValues,
  isMessageSubcategoryOf,
  messageSubcategoriesFor,
} from './messaging.js';

describe('message categories', () => {
  it('holds the categories and subcategories of the spec', () => {
    expect(MessageCategories).toHaveLength(9);
    expect(MessageSubcategories).toHaveLength(30);
    expect(new Set(MessageSubcategories).size).toBe(30);
  });

  it('maps every category and places every subcategory under at least one category', () => {
    expect(Object.keys(MessageSubcategoriesByCategory)).toEqual([...MessageCategories]);
    const placed = new Set(Object.values(MessageSubcategoriesByCategory).flat());
    expect([...placed].sort()).toEqual([...MessageSubcategories].sort());
  });

  it('closes every selectable category with Other', () => {
    for (const category of SelectableMessageCategories)
      expect(messageSubcategoriesFor(category).at(-1)).toBe('Other');
  });

  it('keeps legacy to itself and out of the selectable categories', () => {
    expect(SelectableMessageCategories).not.toContain('legacy');
    expect(SelectableMessageCategories).toHaveLength(8);
    expect(messageSubcategoriesFor('legacy')).toEqual(['legacy']);
    for (const category of SelectableMessageCategories)
      expect(isMessageSubcategoryOf(category, 'legacy')).toBe(false);
  });

  it('answers which subcategory belongs to which category', () => {
    expect(messageSubcategoriesFor('Billing')).toContain('Prior Authorization');
    expect(isMessageSubcategoryOf('Billing', 'Cost Estimate (BI)')).toBe(true);
    expect(isMessageSubcategoryOf('Results', 'Cost Estimate (BI)')).toBe(false);
    expect(isMessageSubcategoryOf('Provider Portal', 'Troubleshooting')).toBe(true);
    expect(messageSubcategoriesFor('Shipping')).toEqual([]);
    expect(messageSubcategoriesFor('constructor')).toEqual([]);
  });
});

describe('message scope and thread order', () => {
  it('holds the values of the spec', () => {
    expect(MessageScopes).toEqual(['Proband', 'Family', 'Both']);
    expect(ThreadReadStatusSort).toEqual([
      { field: 'readStatus', direction: 'asc' },
      { field: 'lastMessageAt', direction: 'desc' },
    ]);
    expect(ThreadSortValues).toEqual(['last_message_at asc', 'last_message_at desc']);
  });
});
