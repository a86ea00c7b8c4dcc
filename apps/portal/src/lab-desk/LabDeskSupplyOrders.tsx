// The desk's supply orders (docs/decisions/supplies.md): supply orders and shipping kits of every
// practice, open ones first, oldest first, each with where it is shipped; the lab marks one shipped
// with its tracking number (checked as the server checks it), corrects a shipped one's tracking
// number, marks it delivered or cancels it, through the same shipment update as the fulfilment
// partner's callback.
import { Fragment, useState } from 'react';
import { Button, Card, Inline, Select, Stack, TextField } from '@loci/ui';
import { TrackingNumberMaxLength, ValidationMessages, type ShipmentStatus } from '@loci/domain';
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

/** Where the order is shipped, one line each: attention, street, city state ZIP, country. */
function ShipTo({ shipTo }: { shipTo: SupplyOrder['shipTo'] }) {
  const lines = [
    shipTo.attention,
    [shipTo.street1, shipTo.street2].filter(Boolean).join(', '),
    `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
    shipTo.country,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <span>{line}</span>
        </Fragment>
      ))}
    </address>
  );
}

type ShipmentField = 'TrackingNumber' | 'Carrier';

function ShipmentForm({ order, reload }: { order: SupplyOrder; reload: () => Promise<unknown> }) {
  const { toaster, reporter } = usePortalServices();
  const saving = useSave(setLabDeskSupplyShipment);
  const shipped = order.status === 'Shipped';
  // A shipped order's form starts from what it holds, to be corrected.
  const [tracking, setTracking] = useState(shipped ? (order.trackingNumber ?? '') : '');
  const [carrier, setCarrier] = useState(shipped ? (order.carrier ?? '') : '');
  const [problems, setProblems] = useState<Partial<Record<ShipmentField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (Status: 'Shipped' | 'Delivered' | 'Cancelled') => {
    const checked = labDeskShipmentSchema.safeParse({
      Status,
      ...(Status === 'Shipped' ? { TrackingNumber: tracking.trim(), Carrier: carrier.trim() } : {}),
    });
    if (!checked.success) {
      const found: Partial<Record<ShipmentField, string>> = {};
      for (const issue of checked.error.issues) {
        const field: ShipmentField = issue.path[0] === 'Carrier' ? 'Carrier' : 'TrackingNumber';
        found[field] ??= issue.message || ValidationMessages.required;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setProblem(null);
    try {
      await saving.trigger({
        params: { supplyOrderId: order.supplyOrderId },
        body: checked.data,
      });
      toaster.show({
        severity: 'success',
        message:
          shipped && Status === 'Shipped'
            ? `Supply order ${order.supplyOrderId}: tracking number saved.`
            : `Supply order ${order.supplyOrderId} marked ${Status.toLowerCase()}.`,
      });
      await reload();
    } catch (error) {
      const errors = (error as { errors?: Array<{ message: string; path?: string }> }).errors;
      const first = errors?.[0];
      if (first) {
        if (first.path === 'TrackingNumber' || first.path === 'Carrier') {
          setProblems({ [first.path]: first.message });
        } else {
          setProblem(first.message);
        }
        reporter.markHandled(error);
      }
    }
  };
  if (order.status === 'Delivered' || order.status === 'Cancelled') return <>—</>;
  const fields = (
    <>
      <TextField
        label={`Tracking number for supply order ${order.supplyOrderId}`}
        description="Letters and digits; groups may be split by a space or a hyphen"
        value={tracking}
        maxLength={TrackingNumberMaxLength}
        onChange={(event) => setTracking(event.target.value)}
        error={problems.TrackingNumber}
      />
      <TextField
        label={`Carrier for supply order ${order.supplyOrderId}`}
        value={carrier}
        maxLength={TrackingNumberMaxLength}
        onChange={(event) => setCarrier(event.target.value)}
        error={problems.Carrier}
      />
    </>
  );
  return (
    <Stack gap="sm">
      {order.status === 'Submitted' ? (
        <Inline gap="sm" alignY="end">
          {fields}
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
        <Inline gap="sm" alignY="end">
          {fields}
          <Button
            type="button"
            variant="secondary"
            disabled={saving.isMutating}
            onClick={() => void send('Shipped')}
          >
            Correct tracking number
          </Button>
          <Button type="button" disabled={saving.isMutating} onClick={() => void send('Delivered')}>
            Mark delivered
          </Button>
        </Inline>
      )}
      {problem ? (
        <span role="alert" className={page.warningNotice}>
          {problem}
        </span>
      ) : null}
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
              columns={[
                'Supply order',
                'Practice',
                'Ship to',
                'Items',
                'Ordered',
                'Status',
                'Shipment',
              ]}
            >
              {data.items.map((order) => (
                <tr key={order.supplyOrderId}>
                  <th scope="row">
                    {order.supplyOrderId} ({order.shipmentId})
                  </th>
                  <td>
                    {order.institutionName} ({order.accountNumber})
                  </td>
                  <td>
                    <ShipTo shipTo={order.shipTo} />
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
