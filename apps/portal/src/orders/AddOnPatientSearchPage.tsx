import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner, EmptyState } from '@loci/ui';
import { listAddOnAvailableOrders } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { approvedAccounts } from '../accounts/selectedAccount.ts';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { useCall } from '../api/callHooks.tsx';
import { addOnOrderHref } from '../patients/patientRoutes.ts';
import * as styles from '../shell/page.css.ts';
import { SearchForm, type SearchTexts } from '../search-form/index.ts';
import { orderPatientName } from './orderList.ts';

const addOnSearch: SearchTexts = {
  name: 'Orders available for an add-on',
  label: 'Search patients',
  description: 'Patient name, date of birth or accession number.',
};

/** `/user-account#simple-order/addon/index`: finding the patient's order to add tests to. */
export function AddOnPatientSearchPage() {
  const profile = useProfile();
  const accounts = useMemo(
    () => approvedAccounts(profile).map((account) => account.accountNumber),
    [profile],
  );
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const { data, error, isLoading } = useCall(
    listAddOnAvailableOrders,
    term !== null && accounts.length > 0
      ? { body: { SearchTerm: term, AccountNumbers: accounts }, kind: 'add-on-availability' }
      : null,
    { revalidateOnFocus: false },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setTerm(typed.trim());
  };
  return (
    <ScreenSection title="Add-on order" headingId="add-on-title">
      <p className={styles.lead}>Find the patient’s submitted order to add tests to.</p>
      <SearchForm texts={addOnSearch} value={typed} onChange={setTyped} onSubmit={search} />
      {error ? <Banner severity="error">The orders could not be loaded.</Banner> : null}
      {isLoading ? <p role="status">Searching…</p> : null}
      {data && data.length === 0 ? (
        <EmptyState headingLevel={2} title="No submitted order is available for an add-on" />
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label="Orders available for an add-on">
          {data.map((order) => (
            <li key={order.orderId}>
              <Link to={addOnOrderHref(order.orderId)}>
                Add-on to order {order.orderId}: {orderPatientName(order)}
              </Link>{' '}
              ({order.testCodes.join(', ')}; account {order.accountNumber}
              {order.accessionNumber ? `; accession ${order.accessionNumber}` : ''})
            </li>
          ))}
        </ul>
      ) : null}
    </ScreenSection>
  );
}
