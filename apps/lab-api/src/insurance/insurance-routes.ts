import {
  getInsuranceByCode,
  lookupInsuranceByCard,
  searchInsurancePlans,
  searchInsurancePlansForMessaging,
  type InsurancePlan,
} from '@loci/contract';
import {
  InsuranceCardLookupFailure,
  InsuranceSearchDefaultLimit,
  MaxUploadSizeBytes,
  insurancePlanSearchTerm,
  isInsurancePaymentType,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { likeEscape } from '../patients/patient-search.js';
import { LocalInsuranceCardReader, type InsuranceCardReader } from './insurance-card-reader.js';
import type { InsurancePlanTable } from './insurance-schema.js';

export function toInsurancePlan(row: Selectable<InsurancePlanTable>): InsurancePlan {
  return {
    planCode: row.plan_code,
    planName: row.plan_name,
    category: row.category as InsurancePlan['category'],
    insurancePlanCompany: row.insurance_plan_company,
    biEnabled: row.bi_enabled,
    canPerformFederalInsuranceBi: row.can_perform_federal_insurance_bi,
    network: row.network,
    beaconPlanCode: row.beacon_plan_code,
    isXifin: row.is_xifin,
  };
}

/**
 * Plans whose name, company or code hold every word of the term (trimmed, @loci/domain), for one
 * payment type or any; names starting with the term first. At most `limit` (default 50).
 */
export async function findInsurancePlans(
  db: LabKysely,
  rawTerm: string,
  paymentType: string | undefined,
  limit = InsuranceSearchDefaultLimit,
): Promise<InsurancePlan[]> {
  const term = insurancePlanSearchTerm(rawTerm);
  if (term === undefined) return [];
  if (paymentType !== undefined && !isInsurancePaymentType(paymentType)) return [];
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  let query = db.selectFrom('insurance_plan').selectAll();
  for (const word of words) query = query.where('search_text', 'like', `%${likeEscape(word)}%`);
  if (paymentType !== undefined) {
    query = query.where(sql<boolean>`payment_types @> array[${paymentType}]::text[]`);
  }
  const rows = await query
    .orderBy(sql`lower(plan_name) like ${`${likeEscape(term.toLowerCase())}%`}`, 'desc')
    .orderBy('plan_name')
    .limit(limit)
    .execute();
  return rows.map(toInsurancePlan);
}

/** The plan a card names: by its code, else the closest plan name (trigram similarity). */
async function matchCardPlan(
  db: LabKysely,
  planCode: string | null,
  planName: string | null,
): Promise<InsurancePlan | null> {
  if (planCode) {
    const row = await db
      .selectFrom('insurance_plan')
      .selectAll()
      .where(sql`upper(plan_code)`, '=', planCode.toUpperCase())
      .executeTakeFirst();
    if (row) return toInsurancePlan(row);
  }
  if (planName) {
    const row = await db
      .selectFrom('insurance_plan')
      .selectAll()
      .where(sql<boolean>`similarity(search_text, ${planName.toLowerCase()}) > 0.3`)
      .orderBy(sql`similarity(search_text, ${planName.toLowerCase()})`, 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return toInsurancePlan(row);
  }
  return null;
}

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

export function createInsuranceRoutes(
  reader: InsuranceCardReader,
): (app: FastifyInstance, registry: CallRegistry) => void {
  return (app, registry) => {
    registerCall(app, registry, getInsuranceByCode, {
      access: { scope: 'signed-in' },
      async handler({ input, db }) {
        const row = await db
          .selectFrom('insurance_plan')
          .selectAll()
          .where(sql`upper(plan_code)`, '=', input.params.code.toUpperCase())
          .executeTakeFirst();
        if (!row) throw problems.notFound('Insurance not found');
        return toInsurancePlan(row);
      },
    });

    registerCall(app, registry, searchInsurancePlans, {
      access: { scope: 'signed-in' },
      async handler({ input, db }) {
        return findInsurancePlans(
          db,
          input.params.searchTerm,
          input.params.paymentType,
          input.query.limit,
        );
      },
    });

    registerCall(app, registry, searchInsurancePlansForMessaging, {
      access: { scope: 'signed-in' },
      async handler({ input, db }) {
        return findInsurancePlans(
          db,
          input.params.search_term,
          input.query.payment_type,
          input.query.limit,
        );
      },
    });

    registerCall(app, registry, lookupInsuranceByCard, {
      access: { scope: 'profile' },
      bodyLimit: Math.ceil(MaxUploadSizeBytes / 3) * 4 + 16_384,
      async handler({ input, db, audit, request }) {
        const { content, fileName, mimeType } = input.body;
        const bytes = base64Pattern.test(content) ? Buffer.from(content, 'base64') : undefined;
        let fields;
        if (bytes && bytes.length > 0 && bytes.length <= MaxUploadSizeBytes) {
          try {
            fields = await reader.read({ bytes, fileName, mimeType });
          } catch (error) {
            request.log.warn({ err: error }, 'insurance card reader failed');
          }
        }
        await audit({
          action: 'insurance.card_lookup',
          outcome: fields ? 'success' : 'failure',
          entityType: 'insurance_card',
          detail: { size: bytes?.length ?? 0 },
        });
        if (!fields) return { ...InsuranceCardLookupFailure };
        return {
          error: false as const,
          insurance: await matchCardPlan(db, fields.planCode, fields.planName),
          ...fields,
        };
      },
    });
  };
}

export const registerInsuranceRoutes = createInsuranceRoutes(new LocalInsuranceCardReader());
