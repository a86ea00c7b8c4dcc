// How the provider receives reports (document 1: transmissionProtocol 1 e-mail, 2 fax; none given:
// fax if only a fax number exists, else e-mail), per account where the user is an ordering provider.
import { Card } from '@loci/ui';
import { TransmissionProtocol, defaultTransmissionProtocol } from '@loci/domain';
import { listOrderingProviders, type OrderingProvider, type UserProfile } from '@loci/contract';
import { useEachCall } from '../api/callHooks.tsx';
import { useProfile } from '../access/RequireSession.tsx';
import { ReadFailure } from '../api/ReadFailure.tsx';

/** How one provider record receives reports, in words. */
export function reportDeliveryText(provider: OrderingProvider): string {
  return defaultTransmissionProtocol(provider) === TransmissionProtocol.Fax
    ? `by fax to ${provider.fax ?? 'the fax number on file'}`
    : `by e-mail to ${provider.email ?? 'the e-mail address on file'}`;
}

/** The user's own provider record on an account: the one with the user's NPI. */
export function ownProviderRecord(
  providers: readonly OrderingProvider[],
  profile: Pick<UserProfile, 'npi'>,
): OrderingProvider | undefined {
  if (!profile.npi) return undefined;
  return providers.find((provider) => provider.clientMasterNpi === profile.npi);
}

/** #profile: how the lab sends the user's reports, per account. */
export function ReportDeliveryCard() {
  const profile = useProfile();
  const accounts = profile.accounts.filter((account) => account.accessApproved);
  const providers = useEachCall(
    listOrderingProviders,
    accounts.map((account) => ({ params: { accountNumber: account.accountNumber } })),
    { revalidateOnFocus: false },
  );
  const rows = accounts.flatMap((account, index) => {
    const own = ownProviderRecord(providers.data?.[index] ?? [], profile);
    return own ? [{ account, text: reportDeliveryText(own) }] : [];
  });
  return (
    <Card as="div" aria-labelledby="report-delivery-title">
      <h2 id="report-delivery-title">How you receive reports</h2>
      {providers.error ? (
        <ReadFailure
          error={providers.error}
          failed="How you receive reports could not be loaded."
          onRetry={() => providers.mutate()}
        />
      ) : !providers.data ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>
          You are not an ordering provider on your accounts: each report goes to the ordering
          provider of its order.
        </p>
      ) : (
        <ul>
          {rows.map(({ account, text }) => (
            <li key={account.accountNumber}>
              Account {account.accountNumber} ({account.clientName}): reports {text}.
            </li>
          ))}
        </ul>
      )}
      <p>To change how reports reach you, message the lab’s client services.</p>
    </Card>
  );
}
