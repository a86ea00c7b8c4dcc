export { SuppliesPage, suppliesListHref, suppliesViews } from './SuppliesPage.tsx';
