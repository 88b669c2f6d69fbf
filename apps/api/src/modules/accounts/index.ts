/** What other modules and the app use of accounts (docs/decisions/0109): the module's one public face. */
export { accountRoutes } from './accounts.routes';
export { canSeeGroup, isStaffEmail } from './accounts.service';
export { registerEndedSessions } from './ended-session';
export { createAdministrator, resetTwoFactor, setStaffPassword } from './staff-admin';
export { requireAgentAccess, requireGroupAccess, requireStaff } from './staff-guard';
