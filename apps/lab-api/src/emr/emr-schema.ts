/** Charts of the local EMR (the stand-in for a practice's EMR system; docs/decisions/emr-adapter.md). */
export interface EmrChartTable {
  account_id: number;
  chart_number: string;
  date_of_birth: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  sex: string | null;
  /** Whole, as the EMR holds it: masked before it leaves the server. */
  social_security_number: string | null;
}

export interface EmrDatabase {
  emr_chart: EmrChartTable;
}
