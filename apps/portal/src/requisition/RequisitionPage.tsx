import { Navigate, useLocation } from 'react-router-dom';
import { RequireSession } from '../access/RequireSession.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { hashViewHref, matchHashView, type HashViewMatch } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';
import { DraftOrderPage, NewOrderPage } from '../order-form/OrderFormPage.tsx';
import { printView } from '../shell/print.css.ts';
import { FrameTakeOver } from '../shell/userAreaDrawn.tsx';

/** The in-page views of /test-catalog/requisition (literal views before the `{orderId}` one). */
export const requisitionViews = {
  index: 'simple-order/index',
  newOrder: 'simple-order/new',
  newAddOn: 'simple-order/addon/new',
  addOnFromOrder: 'simple-order/addon/new/:orderId',
  draftOrder: 'simple-order/:orderId',
} as const;

/**
 * Where `#simple-order/addon/new` without an order goes: the add-on patient search, since an
 * add-on order is built from an original order (docs/decisions/order-screens.md).
 */
export const addOnPatientSearchHref = `/user-account${hashViewHref(userAccountViews, 'addOnPatientSearch', {})}`;

function RequisitionView({ match }: { match: HashViewMatch<typeof requisitionViews> }) {
  switch (match.name) {
    case 'index':
    case 'newOrder':
      return <NewOrderPage formKey="new" title="New order" />;
    case 'newAddOn':
      return <Navigate to={addOnPatientSearchHref} replace />;
    case 'addOnFromOrder':
      return (
        <NewOrderPage
          formKey={`addon/new/${match.params.orderId}`}
          originalOrderId={/^\d+$/.test(match.params.orderId) ? Number(match.params.orderId) : null}
          title={`Add-on order from order ${match.params.orderId}`}
        />
      );
    case 'draftOrder':
      return <DraftOrderPage orderId={match.params.orderId} />;
    default:
      return match satisfies never;
  }
}

/** /test-catalog/requisition: order creation, add-on orders and draft continuation. */
export function RequisitionPage() {
  const location = useLocation();
  if (location.hash === '' || location.hash === '#') {
    return (
      <Navigate to={`/test-catalog/requisition${location.search}#simple-order/index`} replace />
    );
  }
  const match = matchHashView(requisitionViews, location.hash);
  // The page's signed-in frame (issue 18), if shown, gives way once the view itself has committed
  // (past RequireSession's profile read) and the header shows the user, never while it loads.
  return (
    <RequireSession key={match?.name}>
      <div className={printView}>
        {match ? <RequisitionView match={match} /> : <NotFoundPage />}
      </div>
      <FrameTakeOver />
    </RequireSession>
  );
}
