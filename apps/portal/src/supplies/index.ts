export { SuppliesPage } from './SuppliesPage.tsx';
export { suppliesListHref, suppliesViews } from './supplyLinks.ts';
export { ShippingKitRequest } from './ShippingKitRequest.tsx';
