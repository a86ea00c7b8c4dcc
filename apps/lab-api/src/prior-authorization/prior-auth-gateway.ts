// Prior authorization cases (docs/decisions/prior-auth-gateway.md). The real gateway is the
// payer's utilization-management service (a system edge); the local gateway opens a case with a
// case number and a status of the 0–37 table, and asks clinical questions for UHC plans.
import { PriorAuthCaseStatus, type PriorAuthCaseStatusValue } from '@loci/domain';
import { randomInt } from 'node:crypto';

export interface PriorAuthCaseRequest {
  orderId: number;
  planCode: string;
  insuranceCategory: string;
  testCodes: readonly string[];
  diagnosisCodes: readonly string[];
}

export interface PriorAuthCaseOpened {
  caseNumber: string;
  status: PriorAuthCaseStatusValue;
  qnaRequired: boolean;
  clinicalQuestions: { id: string; text: string }[];
  source: string;
}

export interface PriorAuthGateway {
  initiateCase(request: PriorAuthCaseRequest): Promise<PriorAuthCaseOpened>;
  /** The status after the clinical questions are answered. */
  submitClinicalAnswers(caseNumber: string): Promise<PriorAuthCaseStatusValue>;
}

export const localClinicalQuestions = [
  { id: 'symptoms', text: 'Describe the patient’s signs and symptoms that led to this test.' },
  { id: 'family-history', text: 'Is there a family history relevant to this test? Describe it.' },
  { id: 'management', text: 'How will the result change the patient’s management?' },
];

export class LocalPriorAuthGateway implements PriorAuthGateway {
  async initiateCase(request: PriorAuthCaseRequest): Promise<PriorAuthCaseOpened> {
    const qnaRequired = request.insuranceCategory === 'UHC';
    return {
      caseNumber: `PA${String(request.orderId).padStart(8, '0')}-${randomInt(1000, 9999)}`,
      status: qnaRequired ? PriorAuthCaseStatus.ActionRequired : PriorAuthCaseStatus.Submitted,
      qnaRequired,
      clinicalQuestions: qnaRequired ? localClinicalQuestions : [],
      source: 'Local',
    };
  }

  async submitClinicalAnswers(): Promise<PriorAuthCaseStatusValue> {
    return PriorAuthCaseStatus.RequestReceived;
  }
}
