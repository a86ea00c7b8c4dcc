// The desk's supply orders (docs/decisions/supplies.md): supply orders and shipping kits of every
// practice, open ones first, oldest first; the lab marks one shipped with its tracking number,
// delivered or cancelled, through the same shipment update as the fulfilment partner's callback.
import { useState } from 'react';
import { Button, Card, Inline, Select, Stack, TextField } from '@loci/ui';
import { ValidationMessages, type ShipmentStatus } from '@loci/domain';
import {
  labDeskShipmentSchema,
  listLabDeskSupplyOrders,
  setLabDeskSupplyShipment,
  type SupplyOrder,
} from '@loci/contract';
import { useCall, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import * as page from '../shell/page.css.ts';
import { PlainTable } from '../shell/PlainTable.tsx';
import { ReadView } from '../api/ReadView.tsx';
import { dateOnly } from '../format/dateOnly.ts';

const views = {
  open: { label: 'Open (submitted or shipped)', statuses: ['Submitted', 'Shipped'] },
  all: { label: 'All', statuses: [] },
} as const satisfies Record<string, { label: string; statuses: readonly ShipmentStatus[] }>;
type View = keyof typeof views;

function describeLines(order: SupplyOrder): string {
  if (order.kind === 'ShippingKit') return `Shipping kit for order ${order.orderId ?? ''}`;
  return order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
}

function ShipmentForm({ order, reload }: { order: SupplyOrder; reload: () => Promise<unknown> }) {
  const { toaster, reporter } = usePortalServices();
  const saving = useSave(setLabDeskSupplyShipment);
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (Status: 'Shipped' | 'Delivered' | 'Cancelled') => {
    const checked = labDeskShipmentSchema.safeParse({
      Status,
      ...(Status === 'Shipped' ? { TrackingNumber: tracking.trim(), Carrier: carrier.trim() } : {}),
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? ValidationMessages.required);
      return;
    }
    setProblem(null);
    try {
      await saving.trigger({
        params: { supplyOrderId: order.supplyOrderId },
        body: checked.data,
      });
      toaster.show({
        severity: 'success',
        message: `Supply order ${order.supplyOrderId} marked ${Status.toLowerCase()}.`,
      });
      await reload();
    } catch (error) {
      const message = (error as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
      if (message) {
        setProblem(message);
        reporter.markHandled(error);
      }
    }
  };
  if (order.status === 'Delivered' || order.status === 'Cancelled') return <>—</>;
  return (
    <Stack gap="sm">
      {order.status === 'Submitted' ? (
        <Inline gap="sm" alignY="end">
          <TextField
            label={`Tracking number for supply order ${order.supplyOrderId}`}
            value={tracking}
            maxLength={60}
            onChange={(event) => setTracking(event.target.value)}
            error={problem ?? undefined}
          />
          <TextField
            label="Carrier"
            value={carrier}
            maxLength={60}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <Button type="button" disabled={saving.isMutating} onClick={() => void send('Shipped')}>
            Mark shipped
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={saving.isMutating}
            onClick={() => void send('Cancelled')}
          >
            Cancel order
          </Button>
        </Inline>
      ) : (
        <Inline gap="sm" alignY="center">
          <Button type="button" disabled={saving.isMutating} onClick={() => void send('Delivered')}>
            Mark delivered
          </Button>
          {problem ? (
            <span role="alert" className={page.warningNotice}>
              {problem}
            </span>
          ) : null}
        </Inline>
      )}
    </Stack>
  );
}

export function LabDeskSupplyOrders() {
  const [view, setView] = useState<View>('open');
  const orders = useCall(
    listLabDeskSupplyOrders,
    { body: { Statuses: [...views[view].statuses], PageNumber: 1, PageSize: 100 } },
    { revalidateOnFocus: false },
  );
  return (
    <Card heading="Supply orders" headingLevel={2}>
      <Stack gap="md">
        <Select
          label="Show"
          value={view}
          options={Object.entries(views).map(([value, { label }]) => ({ value, label }))}
          onChange={(event) => setView(event.target.value as View)}
        />
        <ReadView read={orders} what="supply orders" empty="No supply orders to ship">
          {(data) => (
            <PlainTable
              caption="Supply orders and shipping kits, oldest first"
              columns={['Supply order', 'Practice', 'Items', 'Ordered', 'Status', 'Shipment']}
            >
              {data.items.map((order) => (
                <tr key={order.supplyOrderId}>
                  <th scope="row">
                    {order.supplyOrderId} ({order.shipmentId})
                  </th>
                  <td>
                    {order.institutionName} ({order.accountNumber})
                  </td>
                  <td>{describeLines(order)}</td>
                  <td>{dateOnly(order.orderedDate)}</td>
                  <td>
                    {order.status}
                    {order.trackingNumber
                      ? ` · ${order.carrier ?? ''} ${order.trackingNumber}`
                      : ''}
                  </td>
                  <td>
                    <ShipmentForm order={order} reload={() => orders.mutate()} />
                  </td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ReadView>
      </Stack>
    </Card>
  );
}
