// Every screen address of the portal, as a pattern: each path of the route table, each in-page
// view after `#` (`#!` for supplies) and each area of the lab desk. portalScreenAddresses.test.ts
// derives the same list from the route table and the view tables, so a new route or view fails
// there until it is added here; the browser test of the look (apps/e2e/tests/look.spec.ts) then
// fails until it screenshots the new address or says why it has no screenshot. No imports: the
// browser tests read this file in Node.
export const portalScreenAddresses = [
  '/',
  '/signin',
  '/signin-callback',
  '/reset-password',
  '/search',
  '/user-account#dashboard',
  '/user-account#reports',
  '/user-account#reports/:labReportId',
  '/user-account#patients',
  '/user-account#patients/:patientId',
  '/user-account#messages-center',
  '/user-account#finalize-registration',
  '/user-account#review/:orderId/change',
  '/user-account#review/:orderId',
  '/user-account#notifications',
  '/user-account#notification-preferences',
  '/user-account#simple-orders',
  '/user-account#simple-order/addon/index',
  '/user-account#profile/favorites',
  '/user-account#profile',
  '/user-account#no-access',
  '/test-catalog/requisition#simple-order/index',
  '/test-catalog/requisition#simple-order/new',
  '/test-catalog/requisition#simple-order/addon/new',
  '/test-catalog/requisition#simple-order/addon/new/:orderId',
  '/test-catalog/requisition#simple-order/:orderId',
  '/tests',
  '/tests/search',
  '/test-launchpad',
  '/tests/category/*',
  '/tests/search/category/*',
  '/test-launchpad/category/*',
  '/tests/:testCode/:slug',
  '/supplies',
  '/supplies#!/supplies-list/:accountNumber',
  '/slice-tool',
  '/resources/forms',
  '/lab-desk/orders',
  '/lab-desk/orders/:orderId',
  '/lab-desk/supply-orders',
  '/lab-desk/messages',
  '/lab-desk/people',
  '/lab-desk/settings',
  '*',
] as const;

export type PortalScreenAddress = (typeof portalScreenAddresses)[number];
