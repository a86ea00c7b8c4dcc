// /supplies and /supplies#!/supplies-list/{accountNumber} (document 1's route table; document 2
// §7.1 "Supplies"; docs/decisions/supplies.md): supplies are ordered for the active accounts of the
// elevated roles. Without an account in the address, the page lists those accounts; with one, it
// shows the catalogue (pictures, bounded quantities), the order form and the account's history.
import { Link, useLocation } from 'react-router-dom';
import { Card, Inline, PageHeader, Stack } from '@loci/ui';
import { activeElevatedAccounts } from '@loci/domain';
import {
  getAccountSupplies,
  inTransitQuery,
  listSupplies,
  suppliesListHref,
  suppliesViews,
} from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';
import { RequireSession, useProfile } from '../access/RequireSession.tsx';
import { approvedAccounts, useActiveAccountNumbers } from '../accounts/selectedAccount.ts';
import { matchHashView } from '../routing/hashViews.ts';
import * as page from '../shell/page.css.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';
import * as styles from './SuppliesPage.css.ts';
import { SupplyOrderForm } from './SupplyOrderForm.tsx';
import { SupplyOrderHistory } from './SupplyOrderHistory.tsx';

function Heading({ title, description }: { title: string; description: string }) {
  const heading = usePageHeading(title);
  return (
    <PageHeader
      title={title}
      headingProps={{ ref: heading, tabIndex: -1 }}
      description={description}
    />
  );
}

function AccountSupplies({
  accountNumber,
  inTransit,
}: {
  accountNumber: string;
  inTransit: boolean;
}) {
  const catalogue = useCall(listSupplies, {}, { revalidateOnFocus: false });
  const account = useCall(getAccountSupplies, { params: { accountNumber } });
  if (catalogue.error || account.error) {
    return (
      <p className={page.warningNotice} role="alert">
        The supplies of account {accountNumber} could not be loaded.
      </p>
    );
  }
  if (!catalogue.data || !account.data) return <p role="status">Loading supplies…</p>;
  return (
    <Stack gap="lg">
      <SupplyOrderForm account={account.data} catalogue={catalogue.data} />
      <Card heading="Order history" headingLevel={2}>
        <SupplyOrderHistory
          orders={account.data.orders}
          inTransit={inTransit}
          allHref={suppliesListHref(accountNumber)}
        />
      </Card>
    </Stack>
  );
}

function SuppliesView({
  accountNumber,
  inTransit,
}: {
  accountNumber: string | null;
  inTransit: boolean;
}) {
  const profile = useProfile();
  const active = useActiveAccountNumbers(profile);
  // Until (or unless) the server answers which are active, the approved elevated accounts: the
  // server refuses an order for an inactive one all the same.
  const approved = approvedAccounts(profile);
  const accounts = activeElevatedAccounts(
    approved,
    active ?? approved.map((account) => account.accountNumber),
  );
  const chosen = accountNumber
    ? accounts.find((account) => account.accountNumber === accountNumber)
    : undefined;
  const title = accountNumber ? `Supplies for account ${accountNumber}` : 'Supplies';
  return (
    <Stack gap="lg">
      <Heading
        title={title}
        description={
          chosen
            ? `${chosen.clientName}: requisition forms, consent forms and specimen kits.`
            : 'Requisition forms, consent forms and specimen shipping kits for your active accounts.'
        }
      />
      {accounts.length > 0 ? (
        <nav aria-label="Supplies by account">
          <Inline as="ul" gap="md" className={styles.accounts}>
            {accounts.map((account) => (
              <li key={account.accountNumber}>
                <Link
                  to={suppliesListHref(account.accountNumber)}
                  aria-current={account.accountNumber === accountNumber ? 'page' : undefined}
                >
                  {account.accountNumber} · {account.clientName}
                </Link>
              </li>
            ))}
          </Inline>
        </nav>
      ) : null}
      {chosen ? (
        <AccountSupplies accountNumber={chosen.accountNumber} inTransit={inTransit} />
      ) : accountNumber || accounts.length === 0 ? (
        <p className={page.notice}>
          Supplies are ordered by account administrators and users with full account access, for
          active accounts.
          {accountNumber ? ` Account ${accountNumber} is not one of yours.` : ''}
        </p>
      ) : (
        <p>Choose an account to see its supplies and order history.</p>
      )}
    </Stack>
  );
}

export function SuppliesPage() {
  const location = useLocation();
  const match = matchHashView(suppliesViews, location.hash);
  return (
    <RequireSession>
      <SuppliesView
        accountNumber={match?.params.accountNumber ?? null}
        inTransit={match?.query.get('show') === inTransitQuery}
      />
    </RequireSession>
  );
}
