// The EMR import is offered only to an account that holds a site service key, the key of its
// EMR interface (GET /siteServiceKeys/SiteServiceKeyPresentForAccount/{accountNo}).
import { siteServiceKeyPresentForAccount } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';

/** Whether the account's EMR can be searched; false while unknown or without an account. */
export function useEmrImportOffered(accountNumber: string | null | undefined): boolean {
  const answer = useCall(
    siteServiceKeyPresentForAccount,
    accountNumber ? { params: { accountNo: accountNumber } } : null,
    { revalidateOnFocus: false },
  );
  return answer.data === true;
}
