import { Link, useLocation } from 'react-router-dom';
import { Inline } from '@loci/ui';
import { RequireSession, useProfile } from '../access/RequireSession.tsx';
import { ComingSoon } from '../coming-soon/ComingSoon.tsx';
import { hashViewHref, matchHashView } from '../routing/hashViews.ts';
import { approvedAccounts } from '../accounts/selectedAccount.ts';

/** /supplies#!/supplies-list/{accountNumber}: the hashbang form the spec uses. */
export const suppliesViews = { suppliesList: 'supplies-list/:accountNumber' } as const;

function SuppliesView({ accountNumber }: { accountNumber: string | null }) {
  const profile = useProfile();
  return (
    <>
      <ComingSoon title={accountNumber ? `Supplies for account ${accountNumber}` : 'Supplies'}>
        Ordering requisition forms, consent forms and specimen shipping kits for your accounts.
      </ComingSoon>
      <nav aria-label="Supplies by account">
        <Inline as="ul">
          {approvedAccounts(profile).map((account) => (
            <li key={account.accountNumber} style={{ listStyle: 'none' }}>
              <Link
                to={`/supplies${hashViewHref(suppliesViews, 'suppliesList', { accountNumber: account.accountNumber }, { hashbang: true })}`}
              >
                {account.accountNumber} · {account.clientName}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
    </>
  );
}

export function SuppliesPage() {
  const location = useLocation();
  const match = matchHashView(suppliesViews, location.hash);
  return (
    <RequireSession>
      <SuppliesView accountNumber={match?.params.accountNumber ?? null} />
    </RequireSession>
  );
}
