import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, ConfirmDialog, EmptyState, PageHeader, Card, Stack } from '@loci/ui';
import {
  NumericOrderStatus,
  elevatedAccountNumbers,
  findPaymentType,
  isCancelledOrderStatus,
  isInsurancePaymentType,
  numericOrderStatusLabel,
  priorAuthCaseStatusLabel,
} from '@loci/domain';
import { dateOnly as formatDateOnly } from '../format/dateOnly.ts';
import { useConfirmFor } from '../forms/useConfirmFor.ts';
import {
  generateAndSaveRequisition,
  listOrderDocuments,
  cancelOrderTests,
  getOrderTestCodeDescriptions,
  getOrderTestStatuses,
  getSimpleOrder,
  restoreOrderTests,
  type OrderedTest,
  type SimpleOrder,
  type UserProfile,
} from '@loci/contract';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { useProfile } from '../access/RequireSession.tsx';
import { useAction, useCall, useCallKey, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { OrderReadFailure, orderUnreachable } from '../orders/OrderReadFailure.tsx';
import { OrderDocuments } from '../documents/OrderDocuments.tsx';
import { OrderReportsLink } from '../reports/OrderReportsLink.tsx';
import { readableReportAccountNumbers } from '../reports/reportAccess.ts';
import { PayorRequiredDocuments } from '../order-form/PayorRequiredDocuments.tsx';
import { CostEstimateDetails } from '../order-form/InsuranceCheckResults.tsx';
import { OrderMessages } from '../messages/OrderMessages.tsx';
import { useMessagingRoad } from '../messages/messagingRoad.ts';
import { saveBlob } from '../documents/documentTransfer.ts';
import { usePatient } from '../patients/patientQueries.ts';
import { addOnOrderHref } from '../patients/patientRoutes.ts';
import { draftOrderHref } from '../orders/orderList.ts';
import { orderMessages } from '../orders/orderMessages.ts';
import { printView } from '../shell/print.css.ts';
import * as styles from '../shell/page.css.ts';
import { affectedStatusLabels, familyMembersOf } from '../order-form/familyMembers.ts';
import {
  RequisitionDownloadError,
  downloadRequisition,
  requisitionFileName,
} from './requisitionDownload.ts';
import { OrderChangeSummary } from '../order-change/index.ts';
import { PatientInvitation } from '../patient-invitation/index.ts';
import { HeldOrderActions } from '../held-order/index.ts';
import { ShippingKitRequest } from '../supplies/index.ts';
import { OrderedSlice, hasSliceTest } from '../slice-tool/index.ts';

const dateOnly = (value: string | null | undefined) => formatDateOnly(value, '—');

/** The payment type as document 3 labels it (an unknown value as it came, none as a dash). */
export function paymentTypeLabel(value: string | null): string {
  if (value === null || value === '') return '—';
  return findPaymentType(value)?.label ?? value;
}

/** Whether an add-on order can be built from this order: it was submitted to the lab. */
export function addOnAvailable(order: Pick<SimpleOrder, 'status'>): boolean {
  return (
    order.status === NumericOrderStatus.OrderNow ||
    order.status === NumericOrderStatus.PendingReview
  );
}

/** The prior-authorization state of a test as the lab shows it. */
export function priorAuthState(test: Pick<OrderedTest, 'priorAuthRecord'>): string {
  const record = test.priorAuthRecord;
  if (!record || record.discardPa) return 'Not required';
  if (record.caseStatus === null)
    return record.qnaRequired ? 'Clinical questions required' : 'Required';
  const label = record.caseStatusDescription ?? priorAuthCaseStatusLabel(record.caseStatus);
  return record.caseNumber ? `${label} (case ${record.caseNumber})` : label;
}

/**
 * Whether the user may cancel and restore tests of this submitted order: Account Administrator or
 * Full Account Access on its account (docs/decisions/cancel-tests-verbs.md; the server enforces it).
 */
export function canChangeOrderTests(
  profile: Pick<UserProfile, 'accounts'>,
  order: Pick<SimpleOrder, 'accountNumber' | 'status'>,
): boolean {
  return (
    order.status !== NumericOrderStatus.Draft &&
    elevatedAccountNumbers(profile.accounts).includes(order.accountNumber)
  );
}

interface TestChange {
  test: OrderedTest;
  cancel: boolean;
}

function TestsTable({ order }: { order: SimpleOrder }) {
  const profile = useProfile();
  const { toaster } = usePortalServices();
  const statusParts = { params: { orderId: order.orderId } };
  const statuses = useCall(getOrderTestStatuses, statusParts);
  const statusKey = useCallKey(getOrderTestStatuses, statusParts);
  // The answer is the tests' new statuses: it replaces the statuses read.
  const newStatuses = () => ({ key: statusKey, data: (answer: unknown) => answer });
  const cancelling = useSave(cancelOrderTests, newStatuses);
  const restoring = useSave(restoreOrderTests, newStatuses);
  const busy = cancelling.isMutating || restoring.isMutating;
  const changing = useConfirmFor<TestChange>();
  const pending = changing.pending;
  const changeable = canChangeOrderTests(profile, order);
  const labStatusOf = (test: OrderedTest) =>
    statuses.data?.find((status) => status.testId === test.id)?.labStatus ?? test.labStatus;
  // A cancelled test is offered to be restored; any other, to be cancelled.
  const cancelled = (test: OrderedTest) => isCancelledOrderStatus(labStatusOf(test));

  const change = async ({ test, cancel }: TestChange) => {
    try {
      await (cancel ? cancelling : restoring).trigger({
        body: { Id: order.orderId, Tests: [{ TestID: test.id }] },
      });
      toaster.show({
        severity: 'success',
        message: cancel
          ? `Test ${test.code} was cancelled.`
          : `Test ${test.code} was restored to Ordered.`,
      });
    } catch {
      // The API client's error reporter has shown the server's message.
    }
  };

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>Tests</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Lab status</th>
            <th scope="col">Due date</th>
            <th scope="col">Benefit investigation</th>
            <th scope="col">Prior authorization</th>
            {changeable ? <th scope="col">Change</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.tests.map((test) => (
            <tr key={test.id}>
              <th scope="row" style={{ paddingInlineStart: `${test.indent}rem` }}>
                {test.code}
                {test.shortDescription ? ` ${test.shortDescription}` : ''}
              </th>
              <td>{labStatusOf(test)}</td>
              <td>{dateOnly(test.revisedDueDate ?? test.dueDate)}</td>
              <td>{test.biStatus ?? (test.holdForBI ? 'Held for benefit investigation' : '—')}</td>
              <td>{priorAuthState(test)}</td>
              {changeable ? (
                <td>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => changing.ask({ test, cancel: !cancelled(test) })}
                  >
                    {cancelled(test) ? 'Restore' : 'Cancel'} {test.code}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        {...changing.dialog((chosen) => void change(chosen))}
        danger={pending?.cancel ?? false}
        title={pending?.cancel ? 'Cancel this test?' : 'Restore this test?'}
        message={
          pending
            ? pending.cancel
              ? `The lab stops work on ${pending.test.code} for order ${order.orderId}. You can restore it later.`
              : `${pending.test.code} goes back to Ordered for order ${order.orderId}.`
            : ''
        }
        continueLabel={pending?.cancel ? 'Cancel test' : 'Restore test'}
        cancelLabel={pending?.cancel ? 'Keep the test' : 'Keep it cancelled'}
      />
    </div>
  );
}

/** The relatives tested with the order's trio and duo tests. */
function FamilyMembersTable({ order }: { order: SimpleOrder }) {
  const members = familyMembersOf(order.familyMembers);
  if (members.length === 0) return null;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>Family members</caption>
        <thead>
          <tr>
            <th scope="col">Relationship</th>
            <th scope="col">Name</th>
            <th scope="col">Date of birth</th>
            <th scope="col">Affected status</th>
            <th scope="col">Test</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.key}>
              <th scope="row">{member.relation}</th>
              <td>{[member.lastName, member.firstName].filter(Boolean).join(', ') || '—'}</td>
              <td>{dateOnly(member.birthDate)}</td>
              <td>{affectedStatusLabels[member.affectedStatus]}</td>
              <td>{member.testCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CostEstimate({ order }: { order: SimpleOrder }) {
  const estimate = order.billingEstimate;
  if (!estimate) return <p>No cost estimate was run for this order.</p>;
  return (
    <CostEstimateDetails estimate={estimate}>
      <dt>Estimated on</dt>
      <dd>{dateOnly(estimate.estimatedAt)}</dd>
    </CostEstimateDetails>
  );
}

function RequisitionDownload({ orderId }: { orderId: number }) {
  const requisition = useAction('requisition', downloadRequisition);
  // The generated form joins the order's documents: their list is read again.
  const documentsKey = useCallKey(listOrderDocuments, { params: { orderId } });
  const keeping = useSave(generateAndSaveRequisition, () => ({ key: documentsKey }));
  const busy = requisition.isMutating || keeping.isMutating;
  const [problem, setProblem] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const keep = async () => {
    setProblem(null);
    setKept(null);
    try {
      const saved = await keeping.trigger({ params: { orderId } });
      setKept(`${saved.name} was added to the order’s documents.`);
    } catch {
      // The API client has reported the failure.
    }
  };
  const download = async () => {
    setProblem(null);
    try {
      saveBlob(await requisition.trigger(orderId), requisitionFileName(orderId));
    } catch (error) {
      const message =
        error instanceof RequisitionDownloadError || error instanceof Error
          ? error.message
          : String(error);
      setProblem(orderMessages.trfDownloadFailed(message));
    }
  };
  return (
    <div>
      <Button onClick={() => void download()} disabled={busy}>
        Download requisition form (PDF)
      </Button>{' '}
      <Button variant="secondary" onClick={() => void keep()} disabled={busy}>
        Save requisition form to the documents
      </Button>
      {kept ? <Banner severity="success">{kept}</Banner> : null}
      {problem ? <Banner severity="error">{problem}</Banner> : null}
    </div>
  );
}

/**
 * The order's tests in the header, each code with its description as the catalogue names it
 * (GET /tests/list/TestCodeDescOrder/{orderId}), so that the order is known at a glance.
 */
function OrderTestsLine({ orderId }: { orderId: number }) {
  const { data } = useCall(getOrderTestCodeDescriptions, { params: { orderId } });
  if (!data || data.length === 0) return null;
  return (
    <>
      <br />
      Tests:{' '}
      {data
        .map((test) => [test.testCode, test.testDescription].filter(Boolean).join(' '))
        .join('; ')}
    </>
  );
}

function OrderReview({ order }: { order: SimpleOrder }) {
  const profile = useProfile();
  const patient = usePatient(order.patientId);
  const heading = usePageHeading(`Order ${order.orderId}`);
  // Messages only where the lab's flags switch messaging on (docs/decisions/messaging-flags.md).
  const messagingRoad = useMessagingRoad();
  const patientName = patient.data
    ? [patient.data.lastName, patient.data.firstName].filter(Boolean).join(', ')
    : `Patient ${order.patientId}`;
  const statusLabel = numericOrderStatusLabel(order.status) ?? order.statusLabel;
  return (
    <Stack as="section" gap="lg" aria-labelledby="order-review-title" className={printView}>
      <PageHeader
        title={<>Order {order.orderId}</>}
        headingProps={{ id: 'order-review-title', ref: heading, tabIndex: -1 }}
        description={
          <>
            {patientName} · account {order.accountNumber} · <strong>{statusLabel}</strong>
            <OrderTestsLine orderId={order.orderId} />
          </>
        }
        actions={
          <>
            <RequisitionDownload orderId={order.orderId} />
            {addOnAvailable(order) ? (
              <Link to={addOnOrderHref(order.orderId)} data-print="hide">
                Add-on order from this order
              </Link>
            ) : null}
            {addOnAvailable(order) ? <ShippingKitRequest order={order} /> : null}
          </>
        }
      />
      {order.status === NumericOrderStatus.Draft ? (
        <Banner severity="info">
          This order is a draft. <Link to={draftOrderHref(order.orderId)}>Continue the draft</Link>
        </Banner>
      ) : null}
      <dl className={styles.details}>
        <dt>Ordered</dt>
        <dd>{dateOnly(order.orderedDate)}</dd>
        <dt>Last update</dt>
        <dd>{dateOnly(order.updatedDate)}</dd>
        <dt>Accession number</dt>
        <dd>{order.accessionNumber ?? '—'}</dd>
        <dt>Payment type</dt>
        <dd>{paymentTypeLabel(order.paymentType)}</dd>
        <dt>Diagnosis codes</dt>
        <dd>{order.diagnosisCodes.length > 0 ? order.diagnosisCodes.join(', ') : '—'}</dd>
        {order.originalOrderId ? (
          <>
            <dt>Add-on to order</dt>
            <dd>{order.originalOrderId}</dd>
          </>
        ) : null}
      </dl>
      <OrderChangeSummary order={order} />
      <TestsTable order={order} />
      {hasSliceTest(order.tests) ? <OrderedSlice orderId={order.orderId} /> : null}
      <OrderReportsLink orderId={order.orderId} accountNumber={order.accountNumber} />
      <FamilyMembersTable order={order} />
      <Card aria-labelledby="order-cost-title">
        <h2 id="order-cost-title">Cost estimate</h2>
        <CostEstimate order={order} />
      </Card>
      <Card aria-labelledby="order-documents-title">
        <h2 id="order-documents-title">Documents</h2>
        <OrderDocuments orderId={order.orderId} />
        <PayorRequiredDocuments
          policy={
            isInsurancePaymentType(order.paymentType)
              ? patient.data?.insurances.find((policy) => policy.id === order.insurancePolicyId)
              : null
          }
          testCodes={order.tests
            .filter((test) => !isCancelledOrderStatus(test.labStatus))
            .map((test) => test.code)}
          orderId={order.orderId}
        />
      </Card>
      <PatientInvitation orderId={order.orderId} submitted={addOnAvailable(order)} />
      <HeldOrderActions order={order} />
      {messagingRoad === 'v1' || messagingRoad === 'v2' ? (
        <OrderMessages
          orderId={order.orderId}
          road={messagingRoad}
          withResults={readableReportAccountNumbers(profile).has(order.accountNumber)}
        />
      ) : null}
    </Stack>
  );
}

/** `/user-account#review/{orderId}`: the read-only review of an order. */
export function OrderReviewPage({ orderId }: { orderId: string }) {
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useCall(
    getSimpleOrder,
    valid ? { params: { orderId: id } } : null,
  );
  // A server that could not be reached says so, with a retry: the order is not missing.
  if (valid && orderUnreachable({ data, error })) {
    return (
      <OrderReadFailure
        title={<>Order {orderId}</>}
        orderId={orderId}
        error={error}
        onRetry={() => mutate()}
      />
    );
  }
  if (!valid || error) {
    return (
      <Stack as="section" gap="lg">
        <PageHeader title={<>Order {orderId}</>} />
        <EmptyState
          headingLevel={2}
          title={`Order ${orderId} could not be found`}
          action={<Link to="/user-account#simple-orders">Back to your orders</Link>}
        />
      </Stack>
    );
  }
  if (isLoading || !data) return <p role="status">Loading order {orderId}…</p>;
  return <OrderReview order={data} />;
}
