import { Navigate, useLocation } from 'react-router-dom';
import { RequireSession } from '../access/RequireSession.tsx';
import { ComingSoon } from '../coming-soon/ComingSoon.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { matchHashView, type HashViewMatch } from '../routing/hashViews.ts';

/** The in-page views of /test-catalog/requisition (literal views before the `{orderId}` one). */
export const requisitionViews = {
  index: 'simple-order/index',
  newOrder: 'simple-order/new',
  newAddOn: 'simple-order/addon/new',
  addOnFromOrder: 'simple-order/addon/new/:orderId',
  draftOrder: 'simple-order/:orderId',
} as const;

function RequisitionView({ match }: { match: HashViewMatch<typeof requisitionViews> }) {
  switch (match.name) {
    case 'index':
      return (
        <ComingSoon title="New order">Starting an order from the tests in your cart.</ComingSoon>
      );
    case 'newOrder':
      return (
        <ComingSoon title="New order">
          The guided order form: tests, patient, ordering provider, diagnosis codes, questions,
          payment, documents and consent.
        </ComingSoon>
      );
    case 'newAddOn':
      return (
        <ComingSoon title="New add-on order">
          Adding tests to a patient’s existing order.
        </ComingSoon>
      );
    case 'addOnFromOrder':
      return (
        <ComingSoon title={`Add-on order from order ${match.params.orderId}`}>
          Adding tests to order {match.params.orderId}.
        </ComingSoon>
      );
    case 'draftOrder':
      return (
        <ComingSoon title={`Draft order ${match.params.orderId}`}>
          Continuing this draft order where you left it.
        </ComingSoon>
      );
    default:
      return match satisfies never;
  }
}

/** /test-catalog/requisition: order creation, add-on orders and draft continuation. */
export function RequisitionPage() {
  const location = useLocation();
  if (location.hash === '' || location.hash === '#') {
    return <Navigate to="/test-catalog/requisition#simple-order/index" replace />;
  }
  const match = matchHashView(requisitionViews, location.hash);
  return (
    <RequireSession key={match?.name}>
      {match ? <RequisitionView match={match} /> : <NotFoundPage />}
    </RequireSession>
  );
}
