import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RequireSession } from '../access/RequireSession.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { matchHashView, type HashViewMatch } from '../routing/hashViews.ts';
import { lazyScreen } from '../app/lazyScreen.ts';
import { PanelBoundary } from '../app/ScreenBoundary.tsx';
import { NoAccessPage } from './NoAccessPage.tsx';
import { PrerenderTakeOver } from '../prerender/takeOver.tsx';
import { FrameTakeOver } from '../shell/userAreaDrawn.tsx';
import {
  placeOfView,
  userAccountViews,
  type UserAccountView as ViewName,
} from './userAccountViews.ts';

// Each view's code loads when the view is first shown (or prefetched: `preloadUserAccountView`).
const OrderListPage = lazyScreen(
  () => import('../orders/OrderListPage.tsx'),
  (m) => m.OrderListPage,
);
const FinalizeRegistrationPage = lazyScreen(
  () => import('../registration/FinalizeRegistrationPage.tsx'),
  (m) => m.FinalizeRegistrationPage,
);
const ProfilePage = lazyScreen(
  () => import('../profile/ProfilePage.tsx'),
  (m) => m.ProfilePage,
);
const FavoritesPage = lazyScreen(
  () => import('../favorites/FavoritesPage.tsx'),
  (m) => m.FavoritesPage,
);
// Each from its own file: the folder's index would load the report viewer with the list.
const ReportListPage = lazyScreen(
  () => import('../reports/ReportListPage.tsx'),
  (m) => m.ReportListPage,
);
const ReportViewPage = lazyScreen(
  () => import('../reports/ReportViewPage.tsx'),
  (m) => m.ReportViewPage,
);
const PatientListPage = lazyScreen(
  () => import('../patients/PatientListPage.tsx'),
  (m) => m.PatientListPage,
);
const PatientDetailPage = lazyScreen(
  () => import('../patients/PatientDetailPage.tsx'),
  (m) => m.PatientDetailPage,
);
const MessagesCenterPage = lazyScreen(
  () => import('../messages/MessagesCenterPage.tsx'),
  (m) => m.MessagesCenterPage,
);
const OrderReviewPage = lazyScreen(
  () => import('../order-review/OrderReviewPage.tsx'),
  (m) => m.OrderReviewPage,
);
const OrderChangePage = lazyScreen(
  () => import('../order-change/index.ts'),
  (m) => m.OrderChangePage,
);
const NotificationsPage = lazyScreen(
  () => import('../notifications/index.ts'),
  (m) => m.NotificationsPage,
);
const NotificationPreferencesPage = lazyScreen(
  () => import('../notifications/index.ts'),
  (m) => m.NotificationPreferencesPage,
);
const DashboardPage = lazyScreen(
  () => import('../dashboard/index.ts'),
  (m) => m.DashboardPage,
);
const AddOnPatientSearchPage = lazyScreen(
  () => import('../orders/AddOnPatientSearchPage.tsx'),
  (m) => m.AddOnPatientSearchPage,
);

const viewCode: Partial<Record<ViewName, { preload(): Promise<unknown> }>> = {
  simpleOrders: OrderListPage,
  dashboard: DashboardPage,
  finalizeRegistration: FinalizeRegistrationPage,
  profile: ProfilePage,
  favorites: FavoritesPage,
  reports: ReportListPage,
  report: ReportViewPage,
  patients: PatientListPage,
  patient: PatientDetailPage,
  messagesCenter: MessagesCenterPage,
  orderReview: OrderReviewPage,
  orderChange: OrderChangePage,
  addOnPatientSearch: AddOnPatientSearchPage,
  notifications: NotificationsPage,
  notificationPreferences: NotificationPreferencesPage,
};

/**
 * Starts loading the code of the view at `hash` (a link hovered, the likely next view); settles
 * once it is in (never rejects: a failed load is tried again when the view draws).
 */
export function preloadUserAccountView(hash: string): Promise<unknown> {
  const match = matchHashView(userAccountViews, hash);
  return (match && viewCode[match.name]?.preload().catch(() => undefined)) ?? Promise.resolve();
}

type ViewMatch = HashViewMatch<typeof userAccountViews>;

function UserAccountView({ match }: { match: ViewMatch }) {
  switch (match.name) {
    // A list whose filter comes from the address starts again when a link changes it.
    case 'simpleOrders':
      // Not keyed by its query: the list writes its filters there itself, and follows a link's.
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
      return <DashboardPage />;
    case 'reports':
      return <ReportListPage />;
    case 'report':
      return <ReportViewPage labReportId={match.params.labReportId} />;
    case 'patients':
      return <PatientListPage />;
    case 'patient':
      return <PatientDetailPage patientId={match.params.patientId} />;
    case 'messagesCenter':
      return <MessagesCenterPage key={match.query.toString()} />;
    case 'orderReview':
      return <OrderReviewPage orderId={match.params.orderId} />;
    case 'orderChange':
      return <OrderChangePage orderId={match.params.orderId} />;
    case 'notifications':
      return <NotificationsPage key={match.query.toString()} />;
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
  // The view's code loads while the profile does, not after it (issue 18: one wait less on a
  // first visit, when RequireSession shows "Loading your profile…").
  useEffect(() => void preloadUserAccountView(location.hash), [location.hash]);
  if (location.hash === '' || location.hash === '#') {
    return <Navigate to="/user-account#simple-orders" replace />;
  }
  const match = matchHashView(userAccountViews, location.hash);
  // The page's signed-in frame (issue 18), if shown, gives way once the view itself has committed
  // (beside it in the same Suspense boundary: not while its code loads) and the header's user area
  // shows the user (its code is lazy: before it, the header's row is shorter and the page moves).
  if (!match) {
    return (
      <RequireSession>
        <NotFoundPage />
        <PrerenderTakeOver />
      </RequireSession>
    );
  }
  return (
    <RequireSession place={placeOfView(match.name)} key={match.name}>
      <PanelBoundary resetKey={location.hash}>
        <UserAccountView match={match} />
        <FrameTakeOver />
      </PanelBoundary>
    </RequireSession>
  );
}
