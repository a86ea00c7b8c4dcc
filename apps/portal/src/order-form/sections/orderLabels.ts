// How the order form names a provider (its selects and the review step); accounts are named by
// accounts/selectedAccount.ts, as everywhere in the portal.
import type { OrderingProvider } from '@loci/contract';

export const providerName = (
  provider: Pick<OrderingProvider, 'prefix' | 'firstName' | 'lastName'>,
) => [provider.prefix, provider.firstName, provider.lastName].filter(Boolean).join(' ');
