import { MessagesCenterPage } from '../messages/MessagesCenterPage.tsx';
import { Navigate, useLocation } from 'react-router-dom';
import { RequireSession } from '../access/RequireSession.tsx';
import { ComingSoon } from '../coming-soon/ComingSoon.tsx';
import { FinalizeRegistrationPage } from '../registration/FinalizeRegistrationPage.tsx';
import { ProfilePage } from '../profile/ProfilePage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { matchHashView, type HashViewMatch } from '../routing/hashViews.ts';
import { NoAccessPage } from './NoAccessPage.tsx';
import { PatientListPage } from '../patients/PatientListPage.tsx';
import { PatientDetailPage } from '../patients/PatientDetailPage.tsx';
import { placeOfView, userAccountViews } from './userAccountViews.ts';
import { FavoritesPage } from '../favorites/FavoritesPage.tsx';
import { OrderListPage } from '../orders/OrderListPage.tsx';
import { AddOnPatientSearchPage } from '../orders/AddOnPatientSearchPage.tsx';
import { OrderReviewPage } from '../order-review/OrderReviewPage.tsx';
import { OrderChangePage } from '../order-change/index.ts';
import { ReportListPage, ReportViewPage } from '../reports/index.ts';
import { NotificationPreferencesPage, NotificationsPage } from '../notifications/index.ts';

type ViewMatch = HashViewMatch<typeof userAccountViews>;

function UserAccountView({ match }: { match: ViewMatch }) {
  switch (match.name) {
    case 'simpleOrders':
      return <OrderListPage />;
    case 'finalizeRegistration':
      return <FinalizeRegistrationPage />;
    case 'profile':
      return <ProfilePage />;
    case 'noAccess':
      return <NoAccessPage />;
    case 'favorites':
      return <FavoritesPage fav={match.query.get('fav')} />;
    case 'dashboard':
      return (
        <ComingSoon title="Dashboard">
          A summary of recent orders, new reports and unread messages.
        </ComingSoon>
      );
    case 'reports':
      return <ReportListPage />;
    case 'report':
      return <ReportViewPage labReportId={match.params.labReportId} />;
    case 'patients':
      return <PatientListPage />;
    case 'patient':
      return <PatientDetailPage patientId={match.params.patientId} />;
    case 'messagesCenter':
      return <MessagesCenterPage />;
    case 'orderReview':
      return <OrderReviewPage orderId={match.params.orderId} />;
    case 'orderChange':
      return <OrderChangePage orderId={match.params.orderId} />;
    case 'notifications':
      return <NotificationsPage />;
    case 'notificationPreferences':
      return <NotificationPreferencesPage />;
    case 'addOnPatientSearch':
      return <AddOnPatientSearchPage />;
    default:
      return match satisfies never;
  }
}

/** /user-account: the signed-in user's views, chosen by the part after #. */
export function UserAccountPage() {
  const location = useLocation();
  if (location.hash === '' || location.hash === '#') {
    return <Navigate to="/user-account#simple-orders" replace />;
  }
  const match = matchHashView(userAccountViews, location.hash);
  if (!match) {
    return (
      <RequireSession>
        <NotFoundPage />
      </RequireSession>
    );
  }
  return (
    <RequireSession place={placeOfView(match.name)} key={match.name}>
      <UserAccountView match={match} />
    </RequireSession>
  );
}
