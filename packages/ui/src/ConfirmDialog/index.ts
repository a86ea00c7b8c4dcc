export { ConfirmDialog, ConfirmProvider, useConfirm } from './ConfirmDialog';
export type {
  Confirm,
  ConfirmDialogProps,
  ConfirmOptions,
  ConfirmProviderProps,
  ConfirmResult,
} from './ConfirmDialog';
