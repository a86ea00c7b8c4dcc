// Messages between a practice and the lab (document 2 section 7.2, document 3 "Message
// categories"): threads per order (or per account), their messages and read status. Bodies are
// ours to design: docs/decisions/messaging-api.md.
import {
  isMessageSubcategoryOf,
  MessageCategories,
  MessageScopes,
  MessageSubcategories,
  SelectableMessageCategories,
  ThreadSortValues,
} from '@loci/domain';
import { messageAttachmentSchema } from './message-attachment-calls.js';
import type { MessageCategory } from '@loci/domain';
import { z } from '../zod.js';
import { accountNumberField, requiredClinicalText } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

/** A thread or message id in a path or a body. */
export const messagingIdField = orderIdField;

type SelectableMessageCategory = Exclude<MessageCategory, 'legacy'>;

export const messageCategorySchema = z.enum(MessageCategories);
export const messageSubcategorySchema = z.enum(MessageSubcategories);
export const messageScopeSchema = z.enum(MessageScopes);

/** The categories a user may choose for a new thread (legacy is never offered). */
export const selectableMessageCategorySchema = z.enum(
  SelectableMessageCategories as [SelectableMessageCategory, ...SelectableMessageCategory[]],
  {
    error: `Category must be one of: ${SelectableMessageCategories.join(', ')}`,
  },
);

/** A message's text: 1 to 4,000 characters of letters, digits, whitespace and punctuation. */
export const messageBodyField = requiredClinicalText(4000);

/** A thread's subject line. */
export const threadSubjectField = requiredClinicalText(200);

/** Category and subcategory must belong together (docs/decisions/message-category-mapping.md). */
function refineSubcategory(
  value: { category: string; subcategory: string },
  context: z.core.$RefinementCtx,
): void {
  if (!isMessageSubcategoryOf(value.category, value.subcategory)) {
    context.addIssue({
      code: 'custom',
      message: `${value.subcategory} is not a subcategory of ${value.category}`,
      path: ['subcategory'],
    });
  }
}

/** Where a new thread belongs: an order (its account follows), or an account without an order. */
const threadTargetFields = {
  /** The order the thread is about; its account is the thread's account. */
  orderId: z.optional(messagingIdField),
  /** The account of a thread about no order (also accepted beside an order; they must agree). */
  accountNumber: z.optional(accountNumberField),
};

function refineTarget(
  value: { orderId?: number | undefined; accountNumber?: string | undefined },
  context: z.core.$RefinementCtx,
): void {
  if (value.orderId === undefined && value.accountNumber === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'Either orderId or accountNumber is required',
      path: ['orderId'],
    });
  }
}

/** What opens a thread, in both versions: its target, category, scope and subject. */
const newThreadFields = {
  ...threadTargetFields,
  category: selectableMessageCategorySchema,
  subcategory: messageSubcategorySchema,
  scope: z._default(messageScopeSchema, 'Proband'),
  subject: z.optional(threadSubjectField),
};

function refineNewThread(
  value: Parameters<typeof refineTarget>[0] & Parameters<typeof refineSubcategory>[0],
  context: z.core.$RefinementCtx,
): void {
  refineTarget(value, context);
  refineSubcategory(value, context);
}

/** v1 thread request: opens a thread (without a message yet). */
export const threadRequestSchema = z.object(newThreadFields).check(z.superRefine(refineNewThread));
export type ThreadRequest = z.input<typeof threadRequestSchema>;

/** v2 customer message request with category: opens a thread and posts its first message. */
export const categorizedMessageRequestSchema = z
  .object({ ...newThreadFields, body: messageBodyField })
  .check(z.superRefine(refineNewThread));
export type CategorizedMessageRequest = z.input<typeof categorizedMessageRequestSchema>;

/**
 * v1 customer message request (no category): posts to the thread named, or else to the order's
 * first thread, opening one under the legacy category when the order has none.
 */
export const customerMessageRequestSchema = z.object({
  orderId: messagingIdField,
  threadId: z.optional(messagingIdField),
  scope: z._default(messageScopeSchema, 'Proband'),
  body: messageBodyField,
});
export type CustomerMessageRequest = z.input<typeof customerMessageRequestSchema>;

/** v2 message request: a reply in a thread. */
export const threadMessageRequestSchema = z.object({
  scope: z.optional(messageScopeSchema),
  body: messageBodyField,
});
export type ThreadMessageRequest = z.input<typeof threadMessageRequestSchema>;

export const messageSenderTypeSchema = z.enum(['Provider', 'Lab']);

/** One message of a thread. */
export const portalMessageSchema = z.object({
  messageId: z.number().check(z.int()),
  threadId: z.number().check(z.int()),
  orderId: z.nullable(z.number().check(z.int())),
  scope: messageScopeSchema,
  body: z.string(),
  senderType: messageSenderTypeSchema,
  senderName: z.string(),
  /** Whether the signed-in user wrote it. */
  sentByMe: z.boolean(),
  sentAt: z.string(),
  /** Files the lab attached to its reply (none on most messages). */
  attachments: z.optional(z.array(messageAttachmentSchema)),
});
export type PortalMessage = z.output<typeof portalMessageSchema>;

export const threadReadStatusSchema = z.enum(['READ', 'UNREAD']);

/** A thread with its read status for the signed-in user. */
export const messageThreadSchema = z.object({
  threadId: z.number().check(z.int()),
  accountNumber: z.string(),
  orderId: z.nullable(z.number().check(z.int())),
  category: messageCategorySchema,
  subcategory: messageSubcategorySchema,
  scope: messageScopeSchema,
  subject: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** When the newest message was posted; null for a thread without messages. */
  lastMessageAt: z.nullable(z.string()),
  messageCount: z.number().check(z.int()),
  /** Messages from others posted after the user last read the thread. */
  unreadCount: z.number().check(z.int()),
  readStatus: threadReadStatusSchema,
});
export type MessageThread = z.output<typeof messageThreadSchema>;

/** A new thread with its first message (v2 create). */
export const threadWithMessageSchema = z.object({
  thread: messageThreadSchema,
  message: portalMessageSchema,
});

/** The booleans of a query string: exactly `true` or `false`. */
export const queryBooleanField = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

/** v1 read-status query: `is_read` (absent: every thread). */
export const readStatusQueryV1Schema = z.object({ is_read: z.optional(queryBooleanField) });

/** v2 read-status query: `orderId`, `readStatus` (READ or UNREAD) and `sortBy`. */
export const readStatusQueryV2Schema = z.object({
  orderId: z.optional(messagingIdField),
  readStatus: z.optional(threadReadStatusSchema),
  sortBy: z.optional(
    z.enum(ThreadSortValues, {
      error: `sortBy must be one of: ${ThreadSortValues.join(', ')}`,
    }),
  ),
});

export const threadParamsSchema = z.object({ thread_id: messagingIdField });
export const orderQuerySchema = z.object({ order_id: messagingIdField });
export const accountContactsQuerySchema = z.object({
  account_number: z.optional(accountNumberField),
});
