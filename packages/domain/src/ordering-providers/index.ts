export {
  MainOrderingProviderType,
  defaultTransmissionProtocol,
  findMainOrderingProvider,
  isMainOrderingProvider,
  type OrderingProviderFacts,
} from './orderingProviders.js';
