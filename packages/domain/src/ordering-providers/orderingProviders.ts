/**
 * Ordering provider rules (document 1 section 3): the main provider and the default
 * transmission protocol for reports (1 e-mail, 2 fax).
 */
import {
  TransmissionProtocol,
  type TransmissionProtocolValue,
} from '../reference/communication.js';

export interface OrderingProviderFacts {
  readonly type?: string | null;
  readonly clientMasterProviderId?: number | null;
  readonly transmissionProtocol?: number | null;
  readonly fax?: string | null;
  readonly email?: string | null;
}

/** The provider type that can be an account's main provider. */
export const MainOrderingProviderType = 'OrderingProvider';

/**
 * A provider of type OrderingProvider is the main provider when clientMasterProviderId is not 0
 * (a missing id counts as 0: the provider is not linked to the client master).
 */
export function isMainOrderingProvider(provider: OrderingProviderFacts): boolean {
  return (
    provider.type === MainOrderingProviderType &&
    provider.clientMasterProviderId != null &&
    provider.clientMasterProviderId !== 0
  );
}

/** The first main provider of a list, if any. */
export function findMainOrderingProvider<P extends OrderingProviderFacts>(
  providers: readonly P[],
): P | undefined {
  return providers.find(isMainOrderingProvider);
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * The provider's transmission protocol: the one given when it is 1 (e-mail) or 2 (fax); when
 * none is given, fax if only a fax number exists, else e-mail.
 */
export function defaultTransmissionProtocol(
  provider: OrderingProviderFacts,
): TransmissionProtocolValue {
  const given = provider.transmissionProtocol;
  if (given === TransmissionProtocol.Email || given === TransmissionProtocol.Fax) return given;
  return !isBlank(provider.fax) && isBlank(provider.email)
    ? TransmissionProtocol.Fax
    : TransmissionProtocol.Email;
}
