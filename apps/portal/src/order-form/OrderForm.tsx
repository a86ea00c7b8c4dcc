// The order form: the draft (values, autosave, the server's refusals) shared by its sections, the
// review step once the submission's rules hold, and the submission.
import { usePageHeading } from '../shell/usePageHeading.ts';
import { PageHeader, Stack } from '@loci/ui';
import * as styles from '../shell/page.css.ts';
import type { OrderFormValues } from './orderForm.ts';
import { OrderDraftContext } from './orderDraftContext.ts';
import { saveStateText } from './saveState.ts';
import { useOrderDraft } from './useOrderDraft.ts';
import { useOrderSubmission } from './useOrderSubmission.ts';
import { AccountSection } from './sections/AccountSection.tsx';
import { LazyOrderReview, LazyRestOfOrderForm } from './LazyOrderParts.tsx';
import { PatientSection } from './sections/PatientSection.tsx';
import { TestsSection } from './sections/TestsSection.tsx';

export interface OrderFormProps {
  formKey: string;
  initial: OrderFormValues;
  /** What the server holds of this order (draft continuation), or null for a new order. */
  saved: OrderFormValues | null;
  status: number;
  title: string;
}

export function OrderForm({ title, ...draftOptions }: OrderFormProps) {
  const heading = usePageHeading(title);
  const draft = useOrderDraft(draftOptions);
  const { reviewing, submitting, review, back, submit } = useOrderSubmission(draft);
  return (
    <OrderDraftContext.Provider value={draft}>
      <Stack as="section" gap="lg" aria-labelledby="order-form-title">
        <PageHeader
          title={title}
          headingProps={{ id: 'order-form-title', ref: heading, tabIndex: -1 }}
        />
        <p role="status" className={styles.lead}>
          {saveStateText(draft.saveState)}
        </p>
        {reviewing ? (
          <LazyOrderReview submitting={submitting} onBack={back} onSubmit={submit} />
        ) : null}
        {/* Hidden, not unmounted, while the order is reviewed: its parts keep their state. */}
        <form
          onSubmit={review}
          noValidate
          className={styles.formGrid}
          style={reviewing ? { display: 'none' } : undefined}
        >
          <TestsSection />
          <AccountSection />
          <PatientSection />
          {/* The rest loads beside the form's top (issue 18). */}
          <LazyRestOfOrderForm />
        </form>
      </Stack>
    </OrderDraftContext.Provider>
  );
}
