// The orders' tables (docs/decisions/orders-storage.md). This file is the one owner of
// `lab_order`'s columns; order-migrations.ts holds every statement that shapes the table.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** A nullable column that an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface StoredPriorAuthRecord {
  qnaRequired: boolean;
  caseNumber: string | null;
  caseStatus: number | null;
  caseStatusDescription: string | null;
  runExternally: boolean;
  priorAuthSource: string | null;
  discardPa: boolean;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * An order: its account, patient, numeric status (NumericOrderStatus of @loci/domain: 0 OrderNow,
 * 1 Draft, 3 BenefitsInvestigation, 4 PendingReview) and accession number (created by
 * lab_6002_patients_policies_orders), then its details (added by lab_7001_orders).
 */
export interface LabOrderTable {
  id: Generated<number>;
  account_id: number;
  patient_id: number;
  status: number;
  accession_number: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  ordering_provider_id: Optional<number>;
  payment_type: Optional<string>;
  insurance_policy_id: Optional<number>;
  diagnosis_codes: Json<string[]>;
  aoe_answers: Json<Record<string, unknown>>;
  family_members: Json<Record<string, unknown>[]>;
  consent: NullableJson<Record<string, unknown>>;
  notes: Optional<string>;
  specimen_country: Optional<string>;
  original_order_id: Optional<number>;
  is_held: ColumnType<boolean, boolean | undefined, boolean>;
  billing_estimate: NullableJson<Record<string, unknown>>;
  ordered_at: NullableTimestamp;
  created_by: Optional<string>;
}

export interface OrderTestTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  code: string;
  short_description: string | null;
  reflex_ordering_parent_test_code: string | null;
  indent: number;
  ordered_as_kit: boolean;
  start_date: string | null;
  due_date: string | null;
  revised_due_date: string | null;
  lab_status: ColumnType<string, string | undefined, string>;
  lab_report_id: number | null;
  lab_status_update_date: NullableTimestamp;
  test_cancelled_by_system: ColumnType<boolean, boolean | undefined, boolean>;
  was_bi: ColumnType<boolean, boolean | undefined, boolean>;
  last_bi_run_date: NullableTimestamp;
  bi_status: string | null;
  hold_for_bi: boolean;
  bundled_billing_qualify: boolean;
  reported_date: NullableTimestamp;
  report_updated_date: NullableTimestamp;
  test_reason: Json<{ text: string | null; code: string | null; description: string | null }>;
  test_issues: Json<Record<string, unknown>[]>;
  is_trio: boolean;
  is_duo: boolean;
  allowed_relatives: Json<string[]>;
  test_finished_date: NullableTimestamp;
  insurance_enabled: boolean;
  patient_portal_user_report_viewed: ColumnType<boolean, boolean | undefined, boolean>;
  patient_portal_user_report_viewed_date: NullableTimestamp;
  prior_auth_record: NullableJson<StoredPriorAuthRecord>;
  dpl_enabled: boolean;
  institutional_billing_enabled: boolean;
  eligible_for_partnerships: boolean;
  biopharma_eligibilities: Json<string[]>;
  enable_program_code: boolean;
  program_code: string | null;
  program_codes: Json<string[]>;
  user_entered_slice_name: string | null;
  pre_defined_slice_names: Json<string[]>;
  saved_slice_name: string | null;
  phenotype_names: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PriorAuthCaseTable {
  case_number: string;
  order_id: number;
  /** The order's account, set by a row trigger (dashboard-migrations.ts). */
  account_id: Optional<number>;
  plan_code: string | null;
  status: number;
  qna_required: boolean;
  clinical_questions: Json<{ id: string; text: string }[]>;
  clinical_answers: NullableJson<{ questionId: string; answer: string }[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderNotificationTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  recipients: Json<string[]>;
  message: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface PayorRequiredDocumentTable {
  id: Generated<number>;
  xifin_code: string;
  test_code: string | null;
  document_category: string;
  name: string;
  description: string;
}

export interface PlanCostTermsTable {
  plan_code: string;
  deductible_cents: number;
  deductible_met_cents: number;
  coinsurance_percent: number;
  out_of_pocket_max_cents: number;
  out_of_pocket_met_cents: number;
  out_of_network_allowed_percent: number;
}

export interface TestListPriceTable {
  test_code: string;
  list_price_cents: number;
}

/** Orders per account and status, kept by triggers on lab_order (lab_7002_order_list). */
export interface LabOrderTallyTable {
  account_id: number;
  status: number;
  orders: ColumnType<string | number, never, never>;
}

export interface OrderDatabase {
  lab_order: LabOrderTable;
  order_test: OrderTestTable;
  lab_order_tally: LabOrderTallyTable;
  prior_auth_case: PriorAuthCaseTable;
  order_notification: OrderNotificationTable;
  payor_required_document: PayorRequiredDocumentTable;
  plan_cost_terms: PlanCostTermsTable;
  test_list_price: TestListPriceTable;
}
