// The insurance plans' SQL: by code, by search term (and payment type), and the plan a card names.
import type { InsurancePlan } from '@loci/contract';
import {
  InsuranceSearchDefaultLimit,
  insurancePlanSearchTerm,
  isInsurancePaymentType,
} from '@loci/domain';
import { sql, type Selectable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { InsurancePlanTable } from './insurance-schema.js';
import { likeEscape } from '../db/like-escape.js';

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
export async function matchCardPlan(
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

/** The plan of a code (any case), if any. */
export async function insurancePlanByCode(
  db: LabKysely,
  code: string,
): Promise<InsurancePlan | undefined> {
  const row = await db
    .selectFrom('insurance_plan')
    .selectAll()
    .where(sql`upper(plan_code)`, '=', code.toUpperCase())
    .executeTakeFirst();
  return row ? toInsurancePlan(row) : undefined;
}

/** Which of the codes are plans the lab knows. */
export async function knownPlanCodes(
  db: LabKysely,
  codes: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('insurance_plan')
    .select('plan_code')
    .where('plan_code', 'in', [...codes])
    .execute();
  return new Set(rows.map((row) => row.plan_code));
}
