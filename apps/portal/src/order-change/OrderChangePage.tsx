// `/user-account#review/{orderId}/change`: the post-submission change form (flag
// Order_Editing_Post_Submission). The change catalogue says what the user's role may change in
// the order's status; each change is built with @loci/domain's change-set rules and saved as one
// change set (all or nothing), after which the order's review shows it.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  FormSection,
  Inline,
  PageHeader,
  Select,
  Stack,
  TextField,
  Textarea,
} from '@loci/ui';
import {
  diagnosisCodeProblems,
  isSubmittedOrderStatus,
  validateChangeSet,
  type ChangeOperation,
} from '@loci/domain';
import {
  applyOrderChangeSet,
  getOrderChangeCatalog,
  getSimpleOrder,
  listOrderingProviders,
  orderChangeSetSchema,
  type ChangeRecordInput,
  type OrderChangeCatalog,
  type SimpleOrder,
} from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { failureMessages } from '../api/apiErrors.ts';
import { useCall, useCallCache, useCallKey, useSave } from '../api/callHooks.tsx';
import { OrderReadFailure, orderUnreachable } from '../orders/OrderReadFailure.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import {
  buildChange,
  catalogFailedMessage,
  changeableEntries,
  describeChange,
  type CatalogEntry,
} from './orderChangeRecords.ts';
import { textOptions } from '../forms/selectOptions.ts';
import type { ApiClient } from '../api/apiClient.ts';
import { queryCatalogue } from '../catalogue/catalogueGraphql.ts';
import { providerName } from '../order-form/sections/orderLabels.ts';

const reviewHref = (orderId: number) => `/user-account#review/${orderId}`;

function reasonOf(error: unknown): string {
  const [first] = failureMessages(error);
  if (first) return first;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why a diagnosis code cannot be added to a submitted order, as the server says it (@loci/domain
 * `diagnosisCodeProblems`: not an ICD-10-CM code, or a header code that is not billable), from the
 * catalogue's ICD listing; null when it may, or when the listing cannot be read (the server checks).
 */
async function diagnosisCodeRefusal(api: ApiClient, code: string): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  try {
    // The listing is by code prefix in code order: the code itself comes first when it exists.
    const answer = await queryCatalogue(api, 'icdCodes', { code: wanted, pageSize: 1 });
    const billable = new Map<string, boolean>();
    for (const item of answer.icdCodes.items) billable.set(item.code.toUpperCase(), item.billable);
    return diagnosisCodeProblems([wanted], billable)[0]?.message ?? null;
  } catch {
    return null;
  }
}

/** The value input of a change: text, a code, a provider id, or a pick of what the order holds. */
function ValueInput({
  entry,
  operation,
  order,
  value,
  testId,
  onValue,
  onTest,
  error,
}: {
  entry: CatalogEntry;
  operation: ChangeOperation;
  order: SimpleOrder;
  value: string;
  testId: number | undefined;
  onValue: (value: string) => void;
  onTest: (testId: number | undefined) => void;
  error: string | undefined;
}) {
  if (entry.valueType === 'testCode') {
    return (
      <Select
        label="Test to cancel"
        placeholder="Choose a test"
        value={testId === undefined ? '' : String(testId)}
        options={order.tests.map((test) => ({ value: String(test.id), label: test.code }))}
        onChange={(event) => {
          const id = Number(event.target.value);
          const test = order.tests.find((item) => item.id === id);
          onTest(test?.id);
          onValue(test?.code ?? '');
        }}
        error={error}
      />
    );
  }
  if (entry.valueType === 'diagnosisCode' && operation === 'delete') {
    return (
      <Select
        label="Diagnosis code to remove"
        placeholder="Choose a code"
        value={value}
        options={textOptions(order.diagnosisCodes)}
        onChange={(event) => onValue(event.target.value)}
        error={error}
      />
    );
  }
  if (entry.valueType === 'text') {
    if (operation === 'delete') {
      return <p>The order’s notes are removed: “{order.notes ?? ''}”.</p>;
    }
    return (
      <Textarea
        label="New order notes"
        value={value}
        maxLength={2000}
        onChange={(event) => onValue(event.target.value)}
        error={error}
      />
    );
  }
  if (entry.valueType === 'orderingProviderId') {
    return <ProviderInput order={order} value={value} onValue={onValue} error={error} />;
  }
  return (
    <TextField
      label="Diagnosis (ICD-10) code"
      description="For example Z80.3"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

/** The ordering provider: one of the account's providers, by name (as the order form offers them). */
function ProviderInput({
  order,
  value,
  onValue,
  error,
}: {
  order: SimpleOrder;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  const providers = useCall(listOrderingProviders, {
    params: { accountNumber: order.accountNumber },
  });
  const list = providers.data ?? [];
  const current = list.find((provider) => provider.id === order.orderingProviderId);
  return (
    <Select
      label="Ordering provider"
      placeholder="Choose a provider"
      description={current ? `Now ${providerName(current)}` : undefined}
      value={value}
      options={list
        .filter((provider) => provider.id !== order.orderingProviderId)
        .map((provider) => ({
          value: String(provider.id),
          label: `${providerName(provider)}${provider.isMainProvider ? ' (main provider)' : ''}`,
        }))}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

function ChangeForm({ order, catalog }: { order: SimpleOrder; catalog: OrderChangeCatalog }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const { api, toaster, reporter } = usePortalServices();
  const cache = useCallCache();
  const orderKey = useCallKey(getSimpleOrder, { params: { orderId: order.orderId } });
  const saving = useSave(applyOrderChangeSet);
  const role =
    profile.accounts.find(
      (account) => account.accessApproved && account.accountNumber === order.accountNumber,
    )?.accessTypeCode ?? null;
  const entries = changeableEntries(catalog, order, role);
  const [typePath, setTypePath] = useState('');
  const [operation, setOperation] = useState<ChangeOperation | ''>('');
  const [value, setValue] = useState('');
  const [testId, setTestId] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const [changes, setChanges] = useState<ChangeRecordInput[]>([]);
  const [saveProblems, setSaveProblems] = useState<string[]>([]);
  const entry = entries.find((item) => item.typePath === typePath);

  if (entries.length === 0) {
    return (
      <Banner severity="info">
        {catalog.postSubmissionEditing
          ? 'Nothing in this order can be changed with your role.'
          : 'Changes after submission are not enabled.'}
      </Banner>
    );
  }

  const add = async () => {
    if (!entry || operation === '') {
      setProblem('Choose what to change and how');
      return;
    }
    const built = buildChange({ entry, operation, value, testId }, order, changes);
    if (!built.ok) {
      setProblem(built.message);
      return;
    }
    const { record } = built;
    // A submitted order's new code goes on claims: refused here as the server refuses it.
    if (
      record.typePath === 'Order.DiagnosisCodes' &&
      record.operation === 'create' &&
      isSubmittedOrderStatus(order.status)
    ) {
      setChecking(true);
      const refusal = await diagnosisCodeRefusal(api, String(record.newValue));
      setChecking(false);
      if (refusal) {
        setProblem(refusal);
        return;
      }
    }
    setProblem(undefined);
    setChanges((list) => [...list, built.record]);
    setValue('');
    setTestId(undefined);
  };

  const save = async () => {
    const rules = validateChangeSet(changes);
    const set = orderChangeSetSchema.safeParse({ action: 'update', changes });
    if (!rules.ok || !set.success) {
      setSaveProblems([
        rules.ok ? (set.error?.issues[0]?.message ?? 'The changes are not valid') : rules.message,
      ]);
      return;
    }
    setSaveProblems([]);
    try {
      const applied = await saving.trigger({
        query: { order_id: order.orderId },
        body: set.data,
      });
      toaster.show({
        severity: 'success',
        message: `Change set ${applied.changeSetId} saved: ${applied.changeCount} ${
          applied.changeCount === 1 ? 'change' : 'changes'
        } to order ${order.orderId}.`,
      });
      if (orderKey) await cache.revalidate(orderKey);
      navigate(reviewHref(order.orderId));
    } catch (error) {
      // The refusals are listed above the form; no toast as well.
      const messages = failureMessages(error);
      if (messages.length > 0) {
        reporter.markHandled(error);
        setSaveProblems(messages);
      }
    }
  };

  return (
    <Stack gap="lg">
      <FormSection legend="A change">
        <Stack gap="md">
          <Inline gap="md" alignY="end">
            <Select
              label="What to change"
              placeholder="Choose what to change"
              value={typePath}
              options={entries.map((item) => ({ value: item.typePath, label: item.label }))}
              onChange={(event) => {
                const next = entries.find((item) => item.typePath === event.target.value);
                setTypePath(event.target.value);
                setOperation(next?.operations.length === 1 ? (next.operations[0] ?? '') : '');
                setValue('');
                setTestId(undefined);
              }}
            />
            {entry ? (
              <Select
                label="Change"
                placeholder="Choose how"
                value={operation}
                options={entry.operations.map((item) => ({
                  value: item,
                  label: item === 'create' ? 'Add' : item === 'update' ? 'Replace' : 'Remove',
                }))}
                onChange={(event) => setOperation(event.target.value as ChangeOperation | '')}
              />
            ) : null}
          </Inline>
          {entry && operation !== '' ? (
            <ValueInput
              entry={entry}
              operation={operation}
              order={order}
              value={value}
              testId={testId}
              onValue={setValue}
              onTest={setTestId}
              error={problem}
            />
          ) : problem ? (
            <p role="alert">{problem}</p>
          ) : null}
          <Inline gap="md">
            <Button variant="secondary" disabled={checking} onClick={() => void add()}>
              Add this change
            </Button>
          </Inline>
        </Stack>
      </FormSection>
      <Card heading="Changes to save" headingLevel={2}>
        <Stack gap="md">
          {saveProblems.length > 0 ? (
            <Banner severity="error">
              <ul>
                {saveProblems.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Banner>
          ) : null}
          {changes.length === 0 ? (
            <p>No changes yet.</p>
          ) : (
            <ul aria-label="Changes to save">
              {changes.map((change, index) => (
                <li key={index}>
                  <Inline gap="md" alignY="center">
                    <span>
                      {describeChange(
                        change,
                        entries.find((item) => item.typePath === change.typePath),
                      )}
                    </span>
                    <Button
                      size="small"
                      variant="tertiary"
                      aria-label={`Remove change ${index + 1}`}
                      onClick={() => setChanges((list) => list.filter((_, at) => at !== index))}
                    >
                      Remove
                    </Button>
                  </Inline>
                </li>
              ))}
            </ul>
          )}
          <Inline gap="md">
            <Button
              disabled={saving.isMutating || changes.length === 0}
              onClick={() => void save()}
            >
              Save changes
            </Button>
            <Link to={reviewHref(order.orderId)}>Back to the order</Link>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}

function OrderChange({ order }: { order: SimpleOrder }) {
  const heading = usePageHeading(`Change order ${order.orderId}`);
  const catalog = useCall(
    getOrderChangeCatalog,
    { query: { status: order.status } },
    // The screen shows the failure in the spec's words.
    { revalidateOnFocus: false, handled: () => true },
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Change order ${order.orderId}`}
        headingProps={{ ref: heading, tabIndex: -1 }}
        description={`${order.statusLabel} · account ${order.accountNumber}`}
      />
      {catalog.error ? (
        <Banner severity="error">{catalogFailedMessage(reasonOf(catalog.error))}</Banner>
      ) : !catalog.data ? (
        <p role="status">Loading what can be changed…</p>
      ) : (
        <ChangeForm order={order} catalog={catalog.data} />
      )}
    </Stack>
  );
}

export function OrderChangePage({ orderId }: { orderId: string }) {
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, mutate } = useCall(
    getSimpleOrder,
    valid ? { params: { orderId: id } } : null,
  );
  // A server that could not be reached says so, with a retry: the order is not missing.
  if (valid && orderUnreachable({ data, error })) {
    return (
      <OrderReadFailure
        title={`Change order ${orderId}`}
        orderId={orderId}
        error={error}
        onRetry={() => mutate()}
      />
    );
  }
  if (!valid || error) {
    return (
      <Stack gap="lg">
        <PageHeader title={`Change order ${orderId}`} />
        <EmptyState
          headingLevel={2}
          title={`Order ${orderId} could not be found`}
          action={<Link to="/user-account#simple-orders">Back to your orders</Link>}
        />
      </Stack>
    );
  }
  if (!data) return <p role="status">Loading order {orderId}…</p>;
  return <OrderChange order={data} />;
}
