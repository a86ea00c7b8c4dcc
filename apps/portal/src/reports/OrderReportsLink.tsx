import { Link } from 'react-router-dom';
import { Card } from '@loci/ui';
import { useProfile } from '../access/RequireSession.tsx';
import { useCall } from '../api/callHooks.tsx';
import { listReportsByAccount, reportHref } from '@loci/contract';
import { readableReportAccounts } from './reportAccess.ts';
import { reportListHref } from './reportList.ts';

/**
 * The order review's "Reports" section: the order's released reports, each a link to its view,
 * and the reports list searched for the order. Nothing for Orders Only users (no report data).
 */
export function OrderReportsLink({
  orderId,
  accountNumber,
}: {
  orderId: number;
  accountNumber: string;
}) {
  const profile = useProfile();
  const readable = readableReportAccounts(profile).some(
    (account) => account.accountNumber === accountNumber,
  );
  const reports = useCall(
    listReportsByAccount,
    readable ? { body: { AccountNumbers: [accountNumber], SearchTerm: String(orderId) } } : null,
    { revalidateOnFocus: false },
  );
  if (!readable) return null;
  const items = (reports.data?.items ?? []).filter((item) => item.orderId === orderId);
  return (
    <Card heading="Reports" headingLevel={2}>
      {reports.data && items.length === 0 ? <p>No report has been released yet.</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.labReportId}>
              <Link to={reportHref(item.labReportId)}>
                {item.reportTitle}: {item.testCode} (version {item.reportVersion})
              </Link>
              {item.reviewed ? ' · reviewed' : ' · not reviewed'}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={reportListHref({ term: String(orderId) })}>All reports of order {orderId}</Link>
      </p>
    </Card>
  );
}
