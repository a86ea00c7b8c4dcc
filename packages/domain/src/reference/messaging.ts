/**
 * Messages to the lab: categories, subcategories and the designed category→subcategory
 * mapping (docs/decisions/message-category-mapping.md), message scope and thread sorting.
 */

export const MessageCategories = [
  'Test',
  'Billing',
  'Sample Kits',
  'Results',
  'Guidance',
  'Provider Portal',
  'Patient Counseling',
  'General Question',
  'legacy',
] as const;

export type MessageCategory = (typeof MessageCategories)[number];

/**
 * The subcategories offered under each category, in the order they are offered. Other closes
 * every list a user picks from; legacy is only the category and subcategory of threads that
 * predate categories and is never offered for a new message.
 */
export const MessageSubcategoriesByCategory = {
  Test: [
    'Turnaround Time',
    'Test Holds',
    'Test Changes',
    'Cancellations',
    'Submit new clinical info',
    'Consent changes',
    'Other',
  ],
  Billing: [
    'Cost Estimate (BI)',
    'Prior Authorization',
    'Missing Info',
    'Financial Assistance',
    'Changes',
    'Holds',
    'Other',
  ],
  'Sample Kits': ['Request kits', 'Track orders', 'Sample send-out', 'Other'],
  Results: ['Report Content', 'Report Error', 'Variant Classification', 'Report Request', 'Other'],
  Guidance: ['Follow-up testing', 'Familial testing', 'Specimen requirement', 'Other'],
  'Provider Portal': ['Preferences', 'How-to', 'Access', 'Troubleshooting', 'Other'],
  'Patient Counseling': ['Information', 'Referrals', 'Other'],
  'General Question': ['Other'],
  legacy: ['legacy'],
} as const satisfies Record<MessageCategory, readonly string[]>;

export type MessageSubcategory = (typeof MessageSubcategoriesByCategory)[MessageCategory][number];

/**
 * Every subcategory once, in the order the categories offer them (the mapping is the one list);
 * typed as a non-empty tuple so that it can be a schema's enum.
 */
export const MessageSubcategories = [
  ...new Set(Object.values(MessageSubcategoriesByCategory).flat()),
] as readonly MessageSubcategory[] as readonly [MessageSubcategory, ...MessageSubcategory[]];

/** The categories a user may pick for a new message (all but legacy). */
export const SelectableMessageCategories = MessageCategories.filter(
  (category): category is Exclude<MessageCategory, 'legacy'> => category !== 'legacy',
);

/** The subcategories of a category; none for a string that is not a category. */
export function messageSubcategoriesFor(category: string): readonly MessageSubcategory[] {
  return Object.hasOwn(MessageSubcategoriesByCategory, category)
    ? MessageSubcategoriesByCategory[category as MessageCategory]
    : [];
}

/** Whether a subcategory may be chosen under a category. */
export function isMessageSubcategoryOf(category: string, subcategory: string): boolean {
  return (messageSubcategoriesFor(category) as readonly string[]).includes(subcategory);
}

/** Whom a message is about: the proband, the family, or both. */
export const MessageScopes = ['Proband', 'Family', 'Both'] as const;

export type MessageScope = (typeof MessageScopes)[number];

/** Thread list order by read status: unread first, then the newest last message first. */
export const ThreadReadStatusSort = [
  { field: 'readStatus', direction: 'asc' },
  { field: 'lastMessageAt', direction: 'desc' },
] as const;

/** The sort values of the second messaging version's thread list. */
export const ThreadSortValues = ['last_message_at asc', 'last_message_at desc'] as const;

export type ThreadSortValue = (typeof ThreadSortValues)[number];
