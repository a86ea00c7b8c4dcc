// An account's supply orders and shipping kits, newest first, with their status and tracking.
import { Link } from 'react-router-dom';
import { EmptyState } from '@loci/ui';
import { InTransitShipmentStatuses } from '@loci/domain';
import type { SupplyOrder } from '@loci/contract';
import { PlainTable } from '../shell/PlainTable.tsx';
import { dateOnly } from '../format/dateOnly.ts';

function items(order: SupplyOrder): string {
  if (order.kind === 'ShippingKit') return `Shipping kit for order ${order.orderId ?? ''}`;
  return order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
}

const inTransitStatuses: readonly string[] = InTransitShipmentStatuses;

/** The history; `inTransit` shows only the orders still on their way (with a link to all). */
export function SupplyOrderHistory({
  orders: all,
  inTransit = false,
  allHref,
}: {
  orders: readonly SupplyOrder[];
  inTransit?: boolean;
  allHref?: string;
}) {
  const orders = inTransit ? all.filter((order) => inTransitStatuses.includes(order.status)) : all;
  const showAll = inTransit && allHref ? <Link to={allHref}>Show every supply order</Link> : null;
  if (orders.length === 0) {
    return (
      <>
        <EmptyState
          headingLevel={3}
          title={inTransit ? 'No supply orders in transit' : 'No supply orders yet'}
        />
        {showAll}
      </>
    );
  }
  return (
    <PlainTable
      caption={inTransit ? 'Supply orders in transit, newest first' : 'Supply orders, newest first'}
      columns={['Supply order', 'Ordered', 'Items', 'Status', 'Tracking number']}
      before={showAll}
    >
      {orders.map((order) => (
        <tr key={order.supplyOrderId} data-supply-order={order.supplyOrderId}>
          <th scope="row">{order.supplyOrderId}</th>
          <td>{dateOnly(order.orderedDate)}</td>
          <td>{items(order)}</td>
          <td>{order.status}</td>
          <td>
            {order.trackingNumber
              ? `${order.carrier ? `${order.carrier} ` : ''}${order.trackingNumber}`
              : '—'}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
