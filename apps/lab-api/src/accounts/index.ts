export {
  allAccessTypes,
  approvedAccess,
  approvedAccountIds,
  elevatedAccessTypes,
  loadCaller,
  requireAccount,
  requireProfile,
  type AccessTypeCode,
  type Caller,
  type CallerAccountAccess,
  type ProfileCaller,
} from './caller.js';
