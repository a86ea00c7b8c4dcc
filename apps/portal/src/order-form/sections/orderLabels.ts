// How the order form names an account and a provider (its selects and the review step).
import type { OrderingProvider } from '@loci/contract';

export const accountLabel = (account: { accountNumber: string; clientName: string }) =>
  `${account.accountNumber} (${account.clientName})`;

export const providerName = (
  provider: Pick<OrderingProvider, 'prefix' | 'firstName' | 'lastName'>,
) => [provider.prefix, provider.firstName, provider.lastName].filter(Boolean).join(' ');
