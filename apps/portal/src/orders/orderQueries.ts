// The order screens' reads, on the portal's one API client.
import { listOrderTestsAndReportsPaged, type OrderListRequest } from '@loci/contract';
import { usePortalPostQuery } from '../patients/patientQueries.ts';

/** POST /results/list/orderTestsAndReportsPaged: one page of the order list. */
export function useOrderList(request: OrderListRequest | null) {
  return usePortalPostQuery(listOrderTestsAndReportsPaged, request ? { body: request } : null, {
    keepPreviousData: true,
  });
}
