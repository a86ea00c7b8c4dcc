// The in-page views of /user-account (document 1 section 2): the favorites view's kinds and how
// the access rules treat each view.
import type { UserAccountView } from '@loci/contract';
import type { ProtectedPlace } from '../access/accessRedirect.ts';

// The table itself is the contract's: the server writes the same addresses into its e-mails.
export { userAccountViews } from '@loci/contract';
export type { UserAccountView } from '@loci/contract';

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
