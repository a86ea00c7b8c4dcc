export {
  startDelivery,
  type Delivery,
  type DeliveryLogger,
  type DeliveryOptions,
} from './delivery.js';
