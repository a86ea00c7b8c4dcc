import { ComingSoon } from '../coming-soon/ComingSoon.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import * as styles from '../shell/page.css.ts';

/**
 * `#review/{orderId}` until the order review is built: says what will be there and already holds
 * the order's documents (the ordering screens embed `OrderDocuments` the same way).
 */
export function OrderReviewDocuments({ orderId }: { orderId: string }) {
  const id = Number(orderId);
  return (
    <div className={styles.page}>
      <ComingSoon title={`Order ${orderId}`}>
        A read-only review of this order: test statuses, documents, benefit investigation and the
        requisition form.
      </ComingSoon>
      {Number.isInteger(id) && id > 0 ? (
        <section className={styles.card} aria-labelledby="order-documents-title">
          <h2 id="order-documents-title">Documents</h2>
          <OrderDocuments orderId={id} />
        </section>
      ) : null}
    </div>
  );
}
