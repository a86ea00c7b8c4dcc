export {
  OrderStatusTransitions,
  canTransition,
  transition,
  type OrderStatusTransitionRefusalReason,
  type OrderStatusTransitionResult,
} from './orderStatusTransitions.js';
