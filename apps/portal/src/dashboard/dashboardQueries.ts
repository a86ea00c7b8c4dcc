// The dashboard's one read (`getDashboardCounts`), read again when the user comes back to it.
import { getDashboardCounts } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';

export function useDashboardCounts() {
  return useCall(getDashboardCounts, {});
}
