export { HeldOrderActions, canReleaseOrder, isHeldOrder } from './HeldOrderActions.tsx';
