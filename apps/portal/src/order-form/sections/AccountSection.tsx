import { useMemo } from 'react';
import { Select, FormSection } from '@loci/ui';
import { useProfile } from '../../access/RequireSession.tsx';
import { accountOptions, approvedAccounts } from '../../accounts/selectedAccount.ts';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';
import { providerName } from './orderLabels.ts';

/** The approved accounts of the signed-in user (the account select and the review's label). */
export function useOrderAccounts() {
  const profile = useProfile();
  return useMemo(() => approvedAccounts(profile), [profile]);
}

/** The order's account and its ordering provider (the account's main provider by default). */
export function AccountSection() {
  const { values, errors, change, providers } = useOrderDraftContext();
  const accounts = useOrderAccounts();
  return (
    <FormSection className={styles.wide} legend="Account and ordering provider">
      <Select
        label="Account"
        required
        placeholder="Choose an account"
        options={accountOptions(accounts)}
        value={values.accountNumber}
        error={problemAt(errors, 'accountNumber')}
        onChange={(event) => change({ accountNumber: event.target.value, orderingProviderId: '' })}
      />
      <Select
        label="Ordering provider"
        required
        description="The account’s main ordering provider is chosen for you."
        placeholder={values.accountNumber ? 'Choose a provider' : 'Choose an account first'}
        disabled={!values.accountNumber}
        options={(providers ?? []).map((provider) => ({
          value: String(provider.id),
          label: `${providerName(provider)}${provider.isMainProvider ? ' (main provider)' : ''} · reports by ${provider.transmissionProtocol === 2 ? 'fax' : 'e-mail'}`,
        }))}
        value={values.orderingProviderId}
        error={problemAt(errors, 'orderingProviderId')}
        onChange={(event) => change({ orderingProviderId: event.target.value })}
      />
    </FormSection>
  );
}
