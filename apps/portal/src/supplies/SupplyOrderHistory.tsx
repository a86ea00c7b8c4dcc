// An account's supply orders and shipping kits, newest first, with their status and tracking.
import { EmptyState } from '@loci/ui';
import { formatTypedDate } from '@loci/domain';
import type { SupplyOrder } from '@loci/contract';
import * as page from '../shell/page.css.ts';

function items(order: SupplyOrder): string {
  if (order.kind === 'ShippingKit') return `Shipping kit for order ${order.orderId ?? ''}`;
  return order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
}

export function SupplyOrderHistory({ orders }: { orders: readonly SupplyOrder[] }) {
  if (orders.length === 0) {
    return <EmptyState headingLevel={3} title="No supply orders yet" />;
  }
  return (
    <div className={page.tableScroll}>
      <table className={page.table}>
        <caption>Supply orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Supply order</th>
            <th scope="col">Ordered</th>
            <th scope="col">Items</th>
            <th scope="col">Status</th>
            <th scope="col">Tracking number</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.supplyOrderId} data-supply-order={order.supplyOrderId}>
              <th scope="row">{order.supplyOrderId}</th>
              <td>{formatTypedDate(order.orderedDate.slice(0, 10))}</td>
              <td>{items(order)}</td>
              <td>{order.status}</td>
              <td>
                {order.trackingNumber
                  ? `${order.carrier ? `${order.carrier} ` : ''}${order.trackingNumber}`
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
