// The order form's sections below its first screen (issue 18): one chunk, loaded beside the form
// rather than before it, so that the tests, account and patient paint first.
import { ConsentSection } from './ConsentSection.tsx';
import { DiagnosisSection } from './DiagnosisSection.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { FamilySection } from './FamilySection.tsx';
import { OrderFormActions } from './OrderFormActions.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { ProgramSection } from './ProgramSection.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';

export { OrderReview } from './OrderReview.tsx';

/** Everything the form shows after its patient, in the form's order. */
export function RestOfOrderForm() {
  return (
    <>
      <DiagnosisSection />
      <FamilySection />
      <QuestionsSection />
      <PaymentSection />
      <ProgramSection />
      <DocumentsSection />
      <ConsentSection />
      <OrderFormActions />
    </>
  );
}
