export { SuppliesPage } from './SuppliesPage.tsx';
export { ShippingKitRequest } from './ShippingKitRequest.tsx';
