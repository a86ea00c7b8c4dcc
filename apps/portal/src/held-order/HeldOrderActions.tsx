// The order review's actions on a held order and the order's notifications: releasing an order
// held for benefit investigation or review to the lab (Account Administrator and Full Account
// Access on its account; the server enforces it), and recording a notification about the order
// for its account's contacts (any role of the account).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  ConfirmDialog,
  FormSection,
  Inline,
  Select,
  Stack,
  TextField,
  Textarea,
} from '@loci/ui';
import { NumericOrderStatus, elevatedAccountNumbers } from '@loci/domain';
import {
  getSimpleOrder,
  orderNotificationSchema,
  postOrderNotification,
  releaseOrder,
  type SimpleOrder,
  type UserProfile,
} from '@loci/contract';
import { z } from 'zod/mini';
import { useCallKey, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useProfile } from '../access/RequireSession.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { registeredFields } from '../forms/FormFields.tsx';

/** Held: flagged held, or waiting in benefit investigation. */
export function isHeldOrder(order: Pick<SimpleOrder, 'isHeld' | 'status'>): boolean {
  return order.isHeld || order.status === NumericOrderStatus.BenefitsInvestigation;
}

/** Whether the user may release the order: an elevated role on its account. */
export function canReleaseOrder(
  profile: Pick<UserProfile, 'accounts'>,
  order: Pick<SimpleOrder, 'isHeld' | 'status' | 'accountNumber'>,
): boolean {
  return (
    isHeldOrder(order) && elevatedAccountNumbers(profile.accounts).includes(order.accountNumber)
  );
}

function ReleaseOrder({ order }: { order: SimpleOrder }) {
  const { toaster } = usePortalServices();
  const orderKey = useCallKey(getSimpleOrder, { params: { orderId: order.orderId } });
  // The answer is the released order: it replaces the order read.
  const releasing = useSave(releaseOrder, () => ({
    key: orderKey,
    data: (answer: unknown) => answer,
  }));
  const [confirming, setConfirming] = useState(false);
  const release = async () => {
    try {
      await releasing.trigger({ params: { orderId: order.orderId } });
      toaster.show({
        severity: 'success',
        message: `Order ${order.orderId} was released to the lab.`,
      });
    } catch {
      // The error reporter shows the server's message.
    }
  };
  return (
    <>
      <Inline gap="md">
        <Button disabled={releasing.isMutating} onClick={() => setConfirming(true)}>
          Release order to the lab
        </Button>
      </Inline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Release this order?"
        message={`Order ${order.orderId} goes to the lab now, without waiting any longer.`}
        continueLabel="Release order"
        cancelLabel="Keep it held"
        onResult={(result) => {
          setConfirming(false);
          if (result === 'confirmed') void release();
        }}
      />
    </>
  );
}

interface NotificationValues {
  event: 'Submitted' | 'Updated' | 'Cancelled';
  recipients: string;
  message: string;
}

const notificationForm = z.object({
  event: z.enum(['Submitted', 'Updated', 'Cancelled']),
  recipients: z.string(),
  message: z.string(),
});

const recipientList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function OrderNotification({ order }: { order: SimpleOrder }) {
  const { toaster, reporter } = usePortalServices();
  const sending = useSave(postOrderNotification);
  const form = useForm<NotificationValues>({
    resolver: zodResolver(notificationForm),
    defaultValues: { event: 'Updated', recipients: '', message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    // The contract's schema decides; its issues land beside the fields.
    const body = orderNotificationSchema.safeParse({
      orderId: order.orderId,
      event: values.event,
      recipients: recipientList(values.recipients),
      message: values.message.trim() === '' ? undefined : values.message,
    });
    if (!body.success) {
      for (const issue of body.error.issues) {
        const field = String(issue.path[0] ?? 'message');
        form.setError((field === 'orderId' ? 'message' : field) as keyof NotificationValues, {
          message: issue.message,
        });
      }
      return;
    }
    try {
      await sending.trigger({ body: body.data });
      toaster.show({
        severity: 'success',
        message: `Notification about order ${order.orderId} recorded for the account’s contacts.`,
      });
      form.reset();
    } catch (error) {
      applyServerFieldErrors(form, error, {
        firstSegment: true,
        fields: ['event', 'recipients', 'message'],
        reporter,
      });
    }
  });
  const field = registeredFields(form.register, form.formState.errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormSection legend="Notify the account’s contacts">
        <Stack gap="md">
          <Select
            label="What happened"
            options={[
              { value: 'Submitted', label: 'Submitted' },
              { value: 'Updated', label: 'Updated' },
              { value: 'Cancelled', label: 'Cancelled' },
            ]}
            // The DOM's own choice matches the form's default from the first render.
            defaultValue="Updated"
            {...field('event')}
          />
          <TextField
            label="Recipients"
            description="E-mail addresses separated by commas; none for every contact of the account"
            {...field('recipients')}
          />
          <Textarea label="Message" maxLength={1000} {...field('message')} />
          <Inline gap="md">
            <Button type="submit" variant="secondary" disabled={sending.isMutating}>
              Send notification
            </Button>
          </Inline>
        </Stack>
      </FormSection>
    </form>
  );
}

/** The order's held-order and notification actions on its review (submitted or held orders). */
export function HeldOrderActions({ order }: { order: SimpleOrder }) {
  return <HeldOrderActionsFor order={order} profile={useProfile()} />;
}

/** The actions for a given profile (the review passes the signed-in user's). */
export function HeldOrderActionsFor({
  order,
  profile,
}: {
  order: SimpleOrder;
  profile: Pick<UserProfile, 'accounts'>;
}) {
  if (order.status === NumericOrderStatus.Draft) return null;
  return (
    <Card heading="Order actions" headingLevel={2}>
      <Stack gap="md">
        {isHeldOrder(order) ? <p>This order is held: the lab starts once it is released.</p> : null}
        {canReleaseOrder(profile, order) ? <ReleaseOrder order={order} /> : null}
        <OrderNotification order={order} />
      </Stack>
    </Card>
  );
}
