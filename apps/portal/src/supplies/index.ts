export { SuppliesPage, suppliesListHref, suppliesViews } from './SuppliesPage.tsx';
export { ShippingKitRequest } from './ShippingKitRequest.tsx';
