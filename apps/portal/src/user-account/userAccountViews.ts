// The in-page views of /user-account (document 1 section 2), in matching order.
import type { ProtectedPlace } from '../access/accessRedirect.ts';

export const userAccountViews = {
  dashboard: 'dashboard',
  reports: 'reports',
  report: 'reports/:labReportId',
  patients: 'patients',
  patient: 'patients/:patientId',
  messagesCenter: 'messages-center',
  finalizeRegistration: 'finalize-registration',
  orderChange: 'review/:orderId/change',
  orderReview: 'review/:orderId',
  notifications: 'notifications',
  notificationPreferences: 'notification-preferences',
  simpleOrders: 'simple-orders',
  addOnPatientSearch: 'simple-order/addon/index',
  favorites: 'profile/favorites',
  profile: 'profile',
  noAccess: 'no-access',
} as const;

export type UserAccountView = keyof typeof userAccountViews;

/** The favorites view's fav query values. */
export const favoriteKinds = ['Tests', 'Slices', 'Panels', 'Diagnosis'] as const;

/** How the access rules treat each view. */
export function placeOfView(view: UserAccountView): ProtectedPlace {
  switch (view) {
    case 'finalizeRegistration':
      return 'finalize-registration';
    case 'noAccess':
      return 'no-access';
    case 'profile':
    case 'favorites':
      return 'profile';
    default:
      return 'other';
  }
}
