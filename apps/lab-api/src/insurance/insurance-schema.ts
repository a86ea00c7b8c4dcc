import type { ColumnType } from 'kysely';

/** The lab's insurance plans (the payer list the plan search and policies use). */
export interface InsurancePlanTable {
  plan_code: string;
  plan_name: string;
  /** UHC, ANTH, MCR, MCAD, MAMC, Other or MISC. */
  category: string;
  insurance_plan_company: string;
  bi_enabled: boolean;
  can_perform_federal_insurance_bi: boolean;
  network: 'IN' | 'OUT';
  beacon_plan_code: string | null;
  is_xifin: boolean;
  dpl_enabled: boolean;
  /** Payment types the plan can be billed under (Insurance, MCR, MCD). */
  payment_types: ColumnType<string[], string[], string[]>;
  /** lower(name + company + code), generated: the trigram-indexed search text. */
  search_text: ColumnType<string, never, never>;
}

export interface InsuranceDatabase {
  insurance_plan: InsurancePlanTable;
}
