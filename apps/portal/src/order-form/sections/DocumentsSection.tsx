import { isInsurancePaymentType } from '@loci/domain';
import * as styles from '../../shell/page.css.ts';
import { LazyOrderDocuments } from '../lazyOrderWidgets.tsx';
import { PayorRequiredDocuments } from '../PayorRequiredDocuments.tsx';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { useChosenPolicy } from './PaymentSection.tsx';

/** The saved order's documents, with those the patient's payor requires for its tests. */
export function DocumentsSection() {
  const { values, testCodes } = useOrderDraftContext();
  const { policy } = useChosenPolicy();
  if (!values.orderId) return null;
  return (
    <section className={styles.wide} aria-labelledby="order-form-documents">
      <h2 id="order-form-documents">Documents</h2>
      <LazyOrderDocuments orderId={values.orderId} />
      <PayorRequiredDocuments
        policy={isInsurancePaymentType(values.paymentType) ? policy : null}
        testCodes={testCodes}
        orderId={values.orderId}
      />
    </section>
  );
}
