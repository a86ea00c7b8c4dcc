// Documents a payor requires (seeded rules, src/payor/seed-payor-rules.ts): the payor's rules for
// every test plus those for the tests asked about.
import { getPayorRequiredDocuments } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { payorRequiredDocumentRows } from './payor-records.js';

export function registerPayorRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getPayorRequiredDocuments, {
    access: { scope: 'profile' },
    async handler({ input, db }) {
      const codes = input.query.testCodes;
      const rows = await payorRequiredDocumentRows(db, input.params.xifinCode, codes);
      const byDocument = new Map<
        string,
        { documentCategory: string; name: string; description: string; testCodes: string[] }
      >();
      for (const row of rows) {
        const key = `${row.document_category}|${row.name}`;
        const entry = byDocument.get(key) ?? {
          documentCategory: row.document_category,
          name: row.name,
          description: row.description,
          testCodes: [],
        };
        if (row.test_code !== null && !entry.testCodes.includes(row.test_code))
          entry.testCodes.push(row.test_code);
        byDocument.set(key, entry);
      }
      return [...byDocument.values()];
    },
  });
}
