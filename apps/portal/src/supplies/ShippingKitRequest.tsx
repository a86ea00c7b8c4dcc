// "Request a shipping kit" on a submitted order's review (docs/decisions/supplies.md): a specimen
// kit sent to the order's patient, for the elevated roles' accounts; an order holding the
// ultra-rapid test is not orderable as a kit (the cart's rule), and the server's refusals (a kit
// already requested, an address the lab cannot ship to) are shown beside the button.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, Stack } from '@loci/ui';
import { elevatedAccountNumbers, kitRefusal } from '@loci/domain';
import {
  createShipKitRequest,
  getAccountSupplies,
  type SimpleOrder,
  suppliesListHref,
  type SupplyOrder,
} from '@loci/contract';
import { useCallKey, useSave } from '../api/callHooks.tsx';
import { useProfile } from '../access/RequireSession.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';

export function ShippingKitRequest({
  order,
}: {
  order: Pick<SimpleOrder, 'orderId' | 'accountNumber' | 'tests'>;
}) {
  const profile = useProfile();
  const { reporter } = usePortalServices();
  const historyKey = useCallKey(getAccountSupplies, {
    params: { accountNumber: order.accountNumber },
  });
  const requesting = useSave(createShipKitRequest, () => ({ key: historyKey }));
  const [kit, setKit] = useState<SupplyOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!elevatedAccountNumbers(profile.accounts).includes(order.accountNumber)) return null;
  const refusal = kitRefusal(order.tests.map((test) => test.code));
  const request = async () => {
    setProblem(null);
    try {
      setKit(await requesting.trigger({ params: { orderId: order.orderId } }));
    } catch (error) {
      const message = (error as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
      if (message) {
        setProblem(message);
        reporter.markHandled(error);
      }
    }
  };
  return (
    <Stack gap="sm" data-print="hide">
      <Button
        variant="secondary"
        onClick={() => void request()}
        disabled={refusal !== null || kit !== null || requesting.isMutating}
      >
        Request a shipping kit
      </Button>
      {refusal ? <p>{refusal}</p> : null}
      {kit ? (
        <Banner severity="success">
          Shipping kit requested (shipment {kit.shipmentId}).{' '}
          <Link to={suppliesListHref(order.accountNumber)}>See supply orders</Link>
        </Banner>
      ) : null}
      {problem ? <Banner severity="error">{problem}</Banner> : null}
    </Stack>
  );
}
