export {
  OrderStatusTransitions,
  canTransition,
  nextOrderStatuses,
  transition,
  type OrderStatusTransitionRefusalReason,
  type OrderStatusTransitionResult,
} from './orderStatusTransitions.js';
