// On the order review: the order's notes (a post-submission change may set them) and the way to
// the change form for a submitted order.
import { Link } from 'react-router-dom';
import { Inline } from '@loci/ui';
import { isSubmittedOrderStatus } from '@loci/domain';
import type { SimpleOrder } from '@loci/contract';

export const orderChangeHref = (orderId: number) => `/user-account#review/${orderId}/change`;

export function OrderChangeSummary({ order }: { order: SimpleOrder }) {
  return (
    <Inline gap="md" alignY="baseline">
      <p>
        <strong>Order notes:</strong> <span data-testid="order-notes">{order.notes ?? '—'}</span>
      </p>
      {isSubmittedOrderStatus(order.status) ? (
        <Link to={orderChangeHref(order.orderId)}>Change this order</Link>
      ) : null}
    </Inline>
  );
}
