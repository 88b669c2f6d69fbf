import type { StaffSession } from '@benefit-store/domain';

/** The demo rep's and group administrator's sessions as `auth/session` and `auth/sign-in` answer them. */
export const REP_SESSION = {
  role: 'agent',
  display_name: 'John Smith',
  email: 'rep@benefitstore.example',
  agent_id: 1,
  group_id: null,
  two_factor: 'off',
} as const satisfies StaffSession;

export const ADMIN_SESSION = {
  role: 'group',
  display_name: 'Acme HR',
  email: 'admin@acme.example',
  agent_id: null,
  group_id: 3001,
  two_factor: 'off',
} as const satisfies StaffSession;

/** The store's administrator (`npm run staff-admin -- create-admin`, docs/decisions/0106): no rep, no group. */
export const STORE_ADMIN_SESSION = {
  role: 'admin',
  display_name: 'Store administrator',
  email: 'owner@store.example',
  agent_id: null,
  group_id: null,
  two_factor: 'off',
} as const satisfies StaffSession;
