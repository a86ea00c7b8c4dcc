// The order form's pages: a new order from the cart (or an add-on of a submitted order), and a
// draft continued where it was left. The form itself is `OrderForm`.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Banner, PageHeader, Stack } from '@loci/ui';
import { NumericOrderStatus } from '@loci/domain';
import { getSimpleOrder, orderReviewHref } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { useSelectedAccount } from '../accounts/selectedAccount.ts';
import { useCall } from '../api/callHooks.tsx';
import { OrderReadFailure, orderUnreachable } from '../orders/OrderReadFailure.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { usePatient } from '../patients/patientQueries.ts';
import { addOnFormOf, emptyOrderForm, orderFormOf, type OrderFormValues } from './orderForm.ts';
import { recallOrderForm } from './orderFormKeeper.ts';
import { OrderForm } from './OrderForm.tsx';

export { autosaveDelayMs } from './useOrderDraft.ts';

function useCartTests() {
  const { cart } = useCart();
  return cart.tests.map((test) => ({
    code: test.code,
    indent: test.indent,
    orderedAsKit: test.orderedAsKit ?? false,
    ...(test.slice ? { slice: test.slice } : {}),
  }));
}

/** `#simple-order/index|new` and the add-on entries: a new order from the cart. */
export function NewOrderPage({
  formKey,
  originalOrderId,
  title,
}: {
  formKey: string;
  originalOrderId?: number | null;
  title: string;
}) {
  const profile = useProfile();
  const [account] = useSelectedAccount(profile);
  const { storage } = usePortalServices();
  const cartTests = useCartTests();
  const kept = useMemo(() => recallOrderForm(storage, formKey), [storage, formKey]);
  // `?patientId=` (document 1: the patient id query) starts the new order with that patient.
  const [search] = useSearchParams();
  const patientParam = search.get('patientId') ?? '';
  const presetId = !originalOrderId && /^\d+$/.test(patientParam) ? Number(patientParam) : null;
  const preset = usePatient(presetId);
  const original = useCall(
    getSimpleOrder,
    originalOrderId && !kept ? { params: { orderId: originalOrderId } } : null,
  );
  if (originalOrderId && !kept) {
    if (orderUnreachable(original))
      return (
        <OrderReadFailure
          title={title}
          orderId={originalOrderId}
          error={original.error}
          onRetry={() => original.mutate()}
        />
      );
    if (original.error)
      return (
        <Stack as="section" gap="lg">
          <PageHeader title={title} />
          <Banner severity="error">This order could not be found.</Banner>
          <Link to="/user-account#simple-orders">Back to your orders</Link>
        </Stack>
      );
    if (!original.data) return <p role="status">Loading order {originalOrderId}…</p>;
    return (
      <OrderForm
        formKey={formKey}
        initial={addOnFormOf(original.data, cartTests)}
        saved={null}
        status={NumericOrderStatus.Draft}
        title={title}
      />
    );
  }
  if (presetId !== null && !preset.data && !preset.error)
    return <p role="status">Loading patient {presetId}…</p>;
  // The patient's own account, so that the patient is one of the order's account.
  const presetPatient = preset.data
    ? {
        patientId: String(preset.data.id),
        accountNumber: preset.data.accountInformation.accountNumber,
      }
    : null;
  return (
    <NewOrderForm
      formKey={formKey}
      kept={presetPatient && kept?.patientId !== presetPatient.patientId ? null : kept}
      accountNumber={presetPatient?.accountNumber || account?.accountNumber || ''}
      patientId={presetPatient?.patientId ?? ''}
      cartTests={cartTests}
      originalOrderId={originalOrderId ?? null}
      title={title}
    />
  );
}

function NewOrderForm({
  formKey,
  kept,
  accountNumber,
  patientId,
  cartTests,
  originalOrderId,
  title,
}: {
  formKey: string;
  kept: OrderFormValues | null;
  accountNumber: string;
  patientId: string;
  cartTests: OrderFormValues['tests'];
  originalOrderId: number | null;
  title: string;
}) {
  const [initial] = useState<OrderFormValues>(
    () =>
      kept ?? {
        ...emptyOrderForm(cartTests),
        accountNumber,
        patientId,
        originalOrderId,
      },
  );
  return (
    <OrderForm
      formKey={formKey}
      initial={initial}
      saved={null}
      status={NumericOrderStatus.Draft}
      title={title}
    />
  );
}

/** `#simple-order/{orderId}`: continuing a draft where it was left (the browser’s copy first). */
export function DraftOrderPage({ orderId }: { orderId: string }) {
  const { storage } = usePortalServices();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const kept = useMemo(
    () => (valid ? recallOrderForm(storage, String(id)) : null),
    [storage, id, valid],
  );
  const order = useCall(getSimpleOrder, valid ? { params: { orderId: id } } : null);
  // A server that could not be reached says so, with a retry: the order is not missing.
  if (valid && orderUnreachable(order)) {
    return (
      <OrderReadFailure
        title={<>Draft order {orderId}</>}
        orderId={orderId}
        error={order.error}
        onRetry={() => order.mutate()}
      />
    );
  }
  if (!valid || order.error) {
    return (
      <Stack as="section" gap="lg">
        <PageHeader title={<>Draft order {orderId}</>} />
        <Banner severity="error">This order could not be found.</Banner>
        <Link to="/user-account#simple-orders">Back to your orders</Link>
      </Stack>
    );
  }
  if (!order.data) return <p role="status">Loading order {orderId}…</p>;
  if (order.data.status !== NumericOrderStatus.Draft) {
    return (
      <Stack as="section" gap="lg">
        <PageHeader title={<>Order {orderId}</>} />
        <p>
          This order was submitted. <Link to={orderReviewHref(id)}>Review the order</Link>
        </p>
      </Stack>
    );
  }
  const saved = orderFormOf(order.data);
  return (
    <OrderForm
      formKey={String(id)}
      initial={kept?.orderId === id ? kept : saved}
      saved={saved}
      status={order.data.status}
      title={`Draft order ${id}`}
    />
  );
}
