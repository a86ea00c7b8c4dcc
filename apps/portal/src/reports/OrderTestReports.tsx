import { Link } from 'react-router-dom';
import { Card, Spinner } from '@loci/ui';
import { useOrderWithTests } from './orderContextQueries.ts';
import * as styles from './ReportViewPage.css.ts';
import { reportHref } from '@loci/contract';

/** The section's texts (here, not in orderTestTexts.ts, so that only the report view loads them). */
export const orderTestTexts = {
  orderTests: 'Tests of this order',
  orderTestsOf: (orderId: number) => `Tests of order ${orderId}`,
  orderTestsFailed: 'The tests of the order could not be loaded.',
  noReportYet: 'no report yet',
  thisReport: (version: number | null) => `this report (version ${version ?? 1})`,
  reportVersion: (version: number | null) => `report (version ${version ?? 1})`,
} as const;

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
    <Card heading={orderTestTexts.orderTests} headingLevel={2} className={styles.printPanel}>
      {found ? (
        <ul aria-label={orderTestTexts.orderTestsOf(found.orderId)}>
          {found.tests.map((test) => (
            <li key={test.orderTestId}>
              {[test.testCode, test.testDescription].filter(Boolean).join(' ')} · {test.labStatus}
              {' · '}
              {test.labReportId === null ? (
                orderTestTexts.noReportYet
              ) : test.labReportId === labReportId ? (
                orderTestTexts.thisReport(test.reportVersion)
              ) : (
                <Link to={reportHref(test.labReportId)}>
                  {orderTestTexts.reportVersion(test.reportVersion)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : orders.error || (orders.data && !found) ? (
        <p>{orderTestTexts.orderTestsFailed}</p>
      ) : (
        <Spinner label="Loading the tests of the order" />
      )}
    </Card>
  );
}
