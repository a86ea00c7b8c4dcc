export {
  canMoveShipment,
  InTransitShipmentStatuses,
  kitRefusal,
  ShipmentStatuses,
  shipToProblems,
  SupplyMessages,
  SupplyOrderLineLimit,
  SupplyQuantityLimit,
  type ShipmentStatus,
  type ShipToAddress,
  type ShipToProblem,
} from './supplyRules.js';
