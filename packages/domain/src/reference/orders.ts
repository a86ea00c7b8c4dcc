/** Order lists and order questions (documents 2 and 3). */

/** The fields an order or report list can be sorted by. */
export const OrderSortFields = ['OrderedDate', 'Patient', 'UpdatedDate', 'ResultDt'] as const;

export type OrderSortField = (typeof OrderSortFields)[number];

/** Sort order as sent to the server. */
export const SortOrder = { Ascending: 0, Descending: 1 } as const;

export type SortOrderValue = (typeof SortOrder)[keyof typeof SortOrder];

/** Direction of a fax or message, as sent to the server. */
export const Direction = { Inbound: 0, Outbound: 1 } as const;

export type DirectionValue = (typeof Direction)[keyof typeof Direction];

/** How an ask-on-order-entry question is answered. */
export const QuestionInputTypes = ['FreeText', 'List', 'Date', 'None'] as const;

export type QuestionInputType = (typeof QuestionInputTypes)[number];

/** How many answers a question takes. */
export const AnswerMultiplicities = ['NotApplicable', 'Single', 'Multiple'] as const;

export type AnswerMultiplicity = (typeof AnswerMultiplicities)[number];
