export {
  accountIdsOf,
  activeApprovedAccess,
  allAccessTypes,
  approvedAccess,
  approvedAccessAmong,
  approvedAccountIds,
  elevatedAccessTypes,
  requireAccount,
  requireAccountOrAll,
  requireProfile,
  rolesAllowedByAll,
} from './account-scope.js';
export {
  loadCaller,
  type AccessTypeCode,
  type Caller,
  type CallerAccountAccess,
  type ProfileCaller,
} from './caller.js';
