import { isInsurancePaymentType } from '@loci/domain';
import { getOrderDocumentList, getPartnershipProgram } from '@loci/contract';
import { useCall, useEachCall } from '../../api/callHooks.tsx';
import { OrderReviewStep } from '../OrderReviewStep.tsx';
import { paymentTypeChoices } from '../orderForm.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { useOrderAccounts } from './AccountSection.tsx';
import { useChosenPolicy } from './PaymentSection.tsx';
import { accountLabel } from '../../accounts/selectedAccount.ts';
import { providerName } from './orderLabels.ts';

export interface OrderReviewProps {
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Each test ordered under a program, named with the program the lab holds for its code. */
function useOrderPrograms(
  tests: readonly { code: string }[],
  programCodes: Record<string, string>,
): string[] {
  const applied = [...new Set(tests.map((test) => test.code))].flatMap((testCode) =>
    programCodes[testCode] ? [{ testCode, programCode: programCodes[testCode] }] : [],
  );
  const programs = useEachCall(
    getPartnershipProgram,
    applied.map(({ programCode }) => ({ params: { programCode } })),
    { revalidateOnFocus: false },
  );
  return applied.map(({ testCode, programCode }, index) => {
    const program = programs.data?.[index];
    return program
      ? `${testCode}: ${program.name} (${program.programCode}), sponsored by ${program.sponsorName}`
      : `${testCode}: program ${programCode}`;
  });
}

/** The review step with what the form holds, named as the user chose it. */
export function OrderReview(props: OrderReviewProps) {
  const { values, providers } = useOrderDraftContext();
  const accounts = useOrderAccounts();
  const { patient, policy } = useChosenPolicy();
  // Only the documents' names are shown: the order's light document list (GET
  // /order/documents/{orderId}), not the documents panel's read.
  const documents = useCall(
    getOrderDocumentList,
    values.orderId ? { params: { orderId: values.orderId } } : null,
  );
  const account = accounts.find((candidate) => candidate.accountNumber === values.accountNumber);
  const provider = providers?.find(
    (candidate) => String(candidate.id) === values.orderingProviderId,
  );
  const programs = useOrderPrograms(values.tests, values.programCodes);
  const payment = paymentTypeChoices().find((choice) => choice.value === values.paymentType);
  return (
    <OrderReviewStep
      facts={{
        values,
        accountLabel: account ? accountLabel(account) : values.accountNumber,
        providerLabel: provider ? providerName(provider) : values.orderingProviderId,
        patient: patient.data ?? null,
        paymentLabel: payment?.label ?? values.paymentType,
        policy,
        insured: isInsurancePaymentType(values.paymentType),
        programs,
        documents: values.orderId ? (documents.data?.map((document) => document.name) ?? null) : [],
      }}
      {...props}
    />
  );
}
