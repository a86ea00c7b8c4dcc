import { Link } from 'react-router-dom';
import { Card, Spinner } from '@loci/ui';
import { reportHref } from './reportList.ts';
import { reportMessages } from './reportMessages.ts';
import { useOrderWithTests } from './reportQueries.ts';
import * as styles from './ReportViewPage.css.ts';

/**
 * The report view's "Tests of this order": every test of the report's order with its lab status
 * and its report once released (ordersByAccount), so that the other reports of the order are one
 * click away and the tests still in the lab are in sight.
 */
export function OrderTestReports({
  labReportId,
  order,
}: {
  labReportId: number;
  order: { accountNumber: string; orderId: number } | undefined;
}) {
  const orders = useOrderWithTests(order);
  const found = orders.data?.items.find((item) => item.orderId === order?.orderId);
  return (
    <Card heading={reportMessages.orderTests} headingLevel={2} className={styles.printPanel}>
      {found ? (
        <ul aria-label={reportMessages.orderTestsOf(found.orderId)}>
          {found.tests.map((test) => (
            <li key={test.orderTestId}>
              {[test.testCode, test.testDescription].filter(Boolean).join(' ')} · {test.labStatus}
              {' · '}
              {test.labReportId === null ? (
                reportMessages.noReportYet
              ) : test.labReportId === labReportId ? (
                reportMessages.thisReport(test.reportVersion)
              ) : (
                <Link to={reportHref(test.labReportId)}>
                  {reportMessages.reportVersion(test.reportVersion)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : orders.error || (orders.data && !found) ? (
        <p>{reportMessages.orderTestsFailed}</p>
      ) : (
        <Spinner label="Loading the tests of the order" />
      )}
    </Card>
  );
}
