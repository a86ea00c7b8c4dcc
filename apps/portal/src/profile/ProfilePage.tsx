import { Card } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import type { UserProfile } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { accessTypeMeaning } from '../shell/AccountSwitcher.tsx';
import { AccountPeopleCard } from './AccountPeopleCard.tsx';
import { ContactInfoCard } from './ContactInfoCard.tsx';
import { ReportDeliveryCard } from './ReportDeliveryCard.tsx';
import { PlainTable } from '../shell/PlainTable.tsx';
import { DetailsList } from '../shell/DetailsList.tsx';

// Who the user is. Their e-mail, phones and address are the contact information card's (shown and
// changed there, once).
const shownFields: ReadonlyArray<[keyof UserProfile, string]> = [
  ['loginEmailAddress', 'Sign-in e-mail'],
  ['firstName', 'First name'],
  ['middleName', 'Middle name'],
  ['lastName', 'Last name'],
  ['typeDescription', 'User type'],
  ['npi', 'NPI'],
  ['licenseNumber', 'License number'],
  ['providerId', 'Provider id'],
  ['staffId', 'Staff id'],
];

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** #profile: the user's details and the accounts they act under. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <ScreenSection title="Your profile" headingId="profile-title">
      <Card as="div">
        <h2>Details</h2>
        <DetailsList
          rows={[
            ...shownFields.map(([field, label]) => [label, shown(profile[field])] as const),
            [
              'Portal registration',
              profile.portalRegistrationCompleted ? 'Completed' : 'Not completed',
            ],
          ]}
        />
      </Card>
      <ContactInfoCard />
      <ReportDeliveryCard />
      <Card as="div">
        <h2 id="accounts-title">Accounts</h2>
        {profile.accounts.length === 0 ? (
          <p>You have no accounts.</p>
        ) : (
          <PlainTable
            labelledBy="accounts-title"
            columns={['Account', 'Client', 'Access', 'Approved']}
          >
            {profile.accounts.map((account) => (
              <tr key={account.accountNumber}>
                <td>{account.accountNumber}</td>
                <td>{account.clientName}</td>
                <td>
                  {accessTypeMeaning(account.accessTypeCode)} ({account.accessTypeCode})
                </td>
                <td>{account.accessApproved ? 'Yes' : 'Awaiting approval'}</td>
              </tr>
            ))}
          </PlainTable>
        )}
      </Card>
      <SignInSecurityCard />
      <AccountPeopleCard />
    </ScreenSection>
  );
}

/** Where the user changes their password: the identity provider's own page (it asks the current one). */
function SignInSecurityCard() {
  const { config } = usePortalServices();
  if (!config.passwordChangeUrl) return null;
  return (
    <Card as="div">
      <h2>Sign-in and security</h2>
      <p>
        Your password and two-step sign-in are kept by the lab&apos;s sign-in service. Changing the
        password signs you out everywhere.
      </p>
      <p>
        <a href={config.passwordChangeUrl}>Change password</a>
      </p>
    </Card>
  );
}
