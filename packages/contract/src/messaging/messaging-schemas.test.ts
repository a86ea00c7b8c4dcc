import { MessageSubcategoriesByCategory } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import {
  categorizedMessageRequestSchema,
  customerMessageRequestSchema,
  readStatusQueryV1Schema,
  readStatusQueryV2Schema,
  threadRequestSchema,
} from './messaging-schemas.js';

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as Array<{ path: PropertyKey[]; message: string }>;

describe('messaging requests', () => {
  it('accept every subcategory of its category and refuse one of another category', () => {
    for (const [category, subcategories] of Object.entries(MessageSubcategoriesByCategory)) {
      if (category === 'legacy') continue;
      for (const subcategory of subcategories) {
        const parsed = threadRequestSchema.safeParse({ orderId: 1, category, subcategory });
        expect(parsed.success, `${category}/${subcategory}`).toBe(true);
      }
    }
    const wrong = threadRequestSchema.safeParse({
      orderId: 1,
      category: 'Billing',
      subcategory: 'Report Error',
    });
    expect(issues(wrong)).toEqual([
      expect.objectContaining({
        path: ['subcategory'],
        message: 'Report Error is not a subcategory of Billing',
      }),
    ]);
  });

  it('never let a new thread choose the legacy category', () => {
    const legacy = threadRequestSchema.safeParse({
      accountNumber: '1001',
      category: 'legacy',
      subcategory: 'legacy',
    });
    expect(legacy.success).toBe(false);
    expect(issues(legacy)[0]?.path).toEqual(['category']);
  });

  it('need an order or an account, default the scope to Proband and keep the scopes', () => {
    expect(
      issues(
        categorizedMessageRequestSchema.safeParse({
          category: 'Test',
          subcategory: 'Other',
          body: 'Hello',
        }),
      )[0],
    ).toMatchObject({ path: ['orderId'], message: 'Either orderId or accountNumber is required' });
    const parsed = categorizedMessageRequestSchema.parse({
      orderId: 5,
      category: 'Test',
      subcategory: 'Other',
      body: '  When is the report due?  ',
    });
    expect(parsed).toMatchObject({ scope: 'Proband', body: 'When is the report due?' });
    for (const scope of ['Proband', 'Family', 'Both']) {
      expect(customerMessageRequestSchema.safeParse({ orderId: 1, scope, body: 'x' }).success).toBe(
        true,
      );
    }
    expect(
      customerMessageRequestSchema.safeParse({ orderId: 1, scope: 'Everyone', body: 'x' }).success,
    ).toBe(false);
  });

  it('refuse markup and empty messages with the spec’s field messages', () => {
    expect(
      issues(customerMessageRequestSchema.safeParse({ orderId: 1, body: '<script>x</script>' }))[0]
        ?.message,
    ).toBe('Value contains invalid characters');
    expect(
      issues(customerMessageRequestSchema.safeParse({ orderId: 1, body: '   ' }))[0]?.message,
    ).toBe('This field is required');
    expect(customerMessageRequestSchema.safeParse({ orderId: '1 or 1=1', body: 'x' }).success).toBe(
      false,
    );
  });

  it('read the read-status queries', () => {
    expect(readStatusQueryV1Schema.parse({ is_read: 'false' })).toEqual({ is_read: false });
    expect(readStatusQueryV1Schema.safeParse({ is_read: 'yes' }).success).toBe(false);
    expect(
      readStatusQueryV2Schema.parse({
        orderId: '12',
        readStatus: 'UNREAD',
        sortBy: 'last_message_at asc',
      }),
    ).toEqual({ orderId: 12, readStatus: 'UNREAD', sortBy: 'last_message_at asc' });
    expect(readStatusQueryV2Schema.safeParse({ sortBy: 'id; drop table x' }).success).toBe(false);
  });
});
