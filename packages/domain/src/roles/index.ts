export {
  NoAccountMessage,
  RolePriority,
  activeElevatedAccounts,
  approvedAccounts,
  elevatedAccountNumbers,
  heldRoles,
  holdsElevatedRole,
  holdsRole,
  mainRole,
  type MainRoleResult,
  type UserAccount,
} from './roles.js';
