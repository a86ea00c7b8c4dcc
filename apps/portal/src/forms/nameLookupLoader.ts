// The Typeahead loader of a "name look-up" filter (the order list's and the reports list's
// ordering provider and ordered-by): the same body and answer for each of the four look-ups.
import { useCallback } from 'react';
import type {
  orderingProviderByName,
  orderPlacedByForName,
  reportOrderedByForName,
  reportOrderingProviderByName,
} from '@loci/contract';
import type { TypeaheadOption } from '@loci/ui';
import { contractCall } from '../api/contractCall.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';

export type NameLookupCall =
  | typeof orderingProviderByName
  | typeof orderPlacedByForName
  | typeof reportOrderingProviderByName
  | typeof reportOrderedByForName;

/** Loads the names matching the typed text in the given accounts, through `descriptor`. */
export function useNameLookupLoader(descriptor: NameLookupCall, accountNumbers: readonly string[]) {
  const { api } = usePortalServices();
  const key = accountNumbers.join(',');
  return useCallback(
    async (text: string, { signal }: { signal: AbortSignal }): Promise<TypeaheadOption[]> => {
      const names = await api.call(
        contractCall(descriptor, {
          body: { AccountNumbers: key ? key.split(',') : [], SearchName: text },
          kind: 'ordering-provider-name-lookup',
          signal,
        }),
      );
      return names.map((item) => ({ value: item.value, label: item.name }));
    },
    [api, key, descriptor],
  );
}
