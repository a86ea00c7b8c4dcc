// Clinical free text (messages to the lab, order notes, order-change notes, share notes) accepts
// variant nomenclature (HGVS `>`, `[`, `]`, `=`) and still refuses markup: portal and server parse
// these same schemas (docs/decisions/markup-in-free-text.md).
import { describe, expect, it } from 'vitest';
import { customerMessageRequestSchema } from '../messaging/messaging-schemas.js';
import { orderChangeSetSchema } from '../order-changes/order-change-schemas.js';
import { simpleOrderCreateSchema } from '../orders/order-schemas.js';
import {
  emailReportRequestSchema,
  faxReportRequestSchema,
} from '../report-sharing/report-sharing-calls.js';

const hgvs = 'Is BRCA2 c.7007G>A the variant [familial]? c.[76A>C];[76A>C], p.(=)';

const fields = [
  {
    name: 'a message to the lab',
    parse: (text: string) => customerMessageRequestSchema.safeParse({ orderId: 1, body: text }),
  },
  {
    name: 'order notes',
    parse: (text: string) => simpleOrderCreateSchema.shape.notes.safeParse(text),
  },
  {
    name: 'an order-change note',
    parse: (text: string) =>
      orderChangeSetSchema.safeParse({
        action: 'update',
        changes: [
          {
            version: 1,
            typePath: 'Order.Notes',
            keys: { orderId: 7 },
            operation: 'update',
            oldValue: 'Call before noon',
            newValue: text,
          },
        ],
      }),
  },
  {
    name: 'e-mail share notes',
    parse: (text: string) =>
      emailReportRequestSchema.safeParse({
        ToEmailAddresses: ['ada@clinic.org'],
        Notes: text,
        LabReportId: 1,
      }),
  },
  {
    name: 'a fax share note',
    parse: (text: string) =>
      faxReportRequestSchema.safeParse({
        FirstName: 'Ada',
        LastName: 'Byron',
        FaxNumber: '617-555-0100',
        Note: text,
        LabReportId: 1,
      }),
  },
];

describe.each(fields)('$name', ({ parse }) => {
  it('accepts variant nomenclature', () => {
    expect(parse(hgvs).error?.issues).toBeUndefined();
  });

  it('refuses markup with "Value contains invalid characters"', () => {
    for (const markup of ['<b>bold</b>', 'a < b', '{x}']) {
      expect(parse(markup).error?.issues.map((issue) => issue.message)).toEqual([
        'Value contains invalid characters',
      ]);
    }
  });
});
