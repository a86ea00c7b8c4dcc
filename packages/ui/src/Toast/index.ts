export { createToaster, defaultToastDurations, toastSeverities } from './toaster';
export type {
  Toaster,
  ToasterOptions,
  ToasterState,
  ToastAction,
  ToastOptions,
  ToastRecord,
  ToastSeverity,
} from './toaster';
export { createPendingToasts, defaultPendingToastsKey, pendingToasts } from './pendingToasts';
export type { PendingToast, PendingToasts, PendingToastsOptions } from './pendingToasts';
export { ToastRegion, ToasterProvider, useToaster, useToasterState } from './ToastRegion';
export type { ToastPlacement, ToastRegionProps, ToasterProviderProps } from './ToastRegion';
