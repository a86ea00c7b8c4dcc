// Ordering supplies for one account: the catalogue with each item's picture and a bounded
// quantity, and the ship-to address (the account's by default) under the lab's address rules
// (no P.O. box, shippable countries), checked here and again by the server.
import { useForm } from 'react-hook-form';
import {
  Button,
  Card,
  Columns,
  FormSection,
  Inline,
  NumericInput,
  Stack,
  TextField,
} from '@loci/ui';
import { shipToProblems, SupplyQuantityLimit, ValidationMessages } from '@loci/domain';
import {
  getAccountSupplies,
  orderSupplies,
  supplyOrderRequestSchema,
  type AccountSupplies,
  type SupplyItem,
} from '@loci/contract';
import { useCallKey, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import * as page from '../shell/page.css.ts';
import * as styles from './SuppliesPage.css.ts';

/**
 * A typed quantity's problem: the spec's messages (a whole number, at least 1), and above the
 * limit the contract's own text (the spec gives none for a largest number).
 */
function quantityProblem(quantity: string): string | undefined {
  const count = Number(quantity);
  if (!Number.isInteger(count)) return ValidationMessages.format;
  if (count < 1) return ValidationMessages.min;
  if (count > SupplyQuantityLimit) return `At most ${SupplyQuantityLimit} of one item`;
  return undefined;
}

const shipToFields = [
  'attention',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'country',
] as const;
type ShipToField = (typeof shipToFields)[number];

export interface SupplyOrderValues {
  quantities: Record<string, string>;
  shipTo: Record<ShipToField, string>;
}

const shipToLabels: Record<ShipToField, string> = {
  attention: 'Attention (optional)',
  street1: 'Street address',
  street2: 'Suite, floor (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country (3-letter code)',
};

function defaultShipTo(account: AccountSupplies): SupplyOrderValues['shipTo'] {
  const address = account.shippingAddress;
  return {
    attention: address?.attention ?? '',
    street1: address?.street1 ?? '',
    street2: address?.street2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? 'USA',
  };
}

const quantityKey = (item: SupplyItem) => `item${item.id}`;

export function SupplyOrderForm({
  account,
  catalogue,
}: {
  account: AccountSupplies;
  catalogue: readonly SupplyItem[];
}) {
  const { toaster, reporter } = usePortalServices();
  const historyKey = useCallKey(getAccountSupplies, {
    params: { accountNumber: account.accountNumber },
  });
  const saving = useSave(orderSupplies, () => ({ key: historyKey }));
  const form = useForm<SupplyOrderValues>({
    defaultValues: { quantities: {}, shipTo: defaultShipTo(account) },
  });
  const orderable = catalogue.filter((item) => item.is_shippable);

  const submit = form.handleSubmit(async (values) => {
    const lines = orderable
      .map((item) => ({ item, quantity: values.quantities[quantityKey(item)]?.trim() ?? '' }))
      .filter((line) => line.quantity !== '' && line.quantity !== '0');
    let invalid = false;
    for (const { item, quantity } of lines) {
      const problem = quantityProblem(quantity);
      if (problem) {
        form.setError(`quantities.${quantityKey(item)}`, { message: problem });
        invalid = true;
      }
    }
    for (const problem of shipToProblems(values.shipTo)) {
      form.setError(`shipTo.${problem.field}`, { message: problem.message });
      invalid = true;
    }
    if (lines.length === 0) {
      form.setError('root', { message: ValidationMessages.notEmptyArray });
      invalid = true;
    }
    if (invalid) return;
    const request = supplyOrderRequestSchema.safeParse({
      AccountNumber: account.accountNumber,
      Lines: lines.map(({ item, quantity }) => ({ SupplyId: item.id, Quantity: Number(quantity) })),
      ShipTo: values.shipTo,
    });
    if (!request.success) {
      for (const issue of request.error.issues) {
        const [part, field] = issue.path.map(String);
        if (part === 'ShipTo' && field) {
          form.setError(`shipTo.${field as ShipToField}`, { message: issue.message });
        } else form.setError('root', { message: issue.message });
      }
      return;
    }
    try {
      const order = await saving.trigger({ body: request.data });
      toaster.show({
        severity: 'success',
        message: `Supply order ${order.supplyOrderId} placed (shipment ${order.shipmentId}).`,
      });
      form.reset({ quantities: {}, shipTo: values.shipTo });
    } catch (error) {
      applyServerFieldErrors(form, error, {
        reporter,
        pathMap: (path) => {
          const shipTo = /^ShipTo\.(\w+)$/.exec(path);
          if (shipTo) return `shipTo.${shipTo[1]}`;
          const line = /^Lines\.(\d+)\./.exec(path);
          const item = line ? lines[Number(line[1])]?.item : undefined;
          return item ? `quantities.${quantityKey(item)}` : null;
        },
      });
    }
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Order supplies">
      <Stack gap="lg">
        <Card heading="Catalogue" headingLevel={2}>
          <ul className={styles.catalogue}>
            {catalogue.map((item) => (
              <li key={item.id} className={styles.item}>
                <Inline gap="md" alignY="start">
                  <img src={item.imageUrl} alt="" width={72} height={72} />
                  <Stack gap="sm">
                    <h3 className={styles.itemTitle}>{item.title}</h3>
                    <p>{item.description}</p>
                    {item.is_shippable ? (
                      // The spec's numeric input: only 0-9, dot, minus and E are kept.
                      <NumericInput
                        label={`Quantity of ${item.title}`}
                        description={`Up to ${SupplyQuantityLimit}`}
                        inputMode="numeric"
                        className={styles.quantity}
                        {...form.register(`quantities.${quantityKey(item)}`)}
                        error={errors.quantities?.[quantityKey(item)]?.message}
                      />
                    ) : (
                      <p>Not shipped: print it at your practice.</p>
                    )}
                  </Stack>
                </Inline>
              </li>
            ))}
          </ul>
        </Card>
        <FormSection legend="Ship to">
          <Columns columns={2} gap="md">
            {shipToFields.map((field) => (
              <TextField
                key={field}
                label={shipToLabels[field]}
                required={!['attention', 'street2'].includes(field)}
                {...form.register(`shipTo.${field}`)}
                error={errors.shipTo?.[field]?.message}
              />
            ))}
          </Columns>
        </FormSection>
        {errors.root ? (
          <p role="alert" className={page.warningNotice}>
            {errors.root.message}
          </p>
        ) : null}
        <Inline gap="md">
          <Button type="submit" disabled={saving.isMutating}>
            Order supplies
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
