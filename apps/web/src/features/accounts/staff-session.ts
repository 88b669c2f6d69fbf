import type { StaffRole, StaffSession } from '@benefit-store/domain';
import { paths, staffPageRole } from '@/config/paths';
import { storage, type StorageKey } from '@/lib/storage';

/** What a staff session and the enrollments it started leave in local storage (spec 000 §3). */
const STAFF_KEYS: readonly StorageKey[] = [
  'eprocess',
  'usertype',
  'username',
  'agent_id',
  'AGENT_ID',
  'group_id',
  'gname',
  'gcode',
  'portal_id',
  'portal_code',
  'portal_name',
  'enroll_type',
  'tempId',
  'cartCount',
  'user_id',
  'USER_ID',
  'isCurrentMemberAvailable',
];

/** A landing visit's mode, which a staff session replaces (otherwise "home" would lead to `/`). */
const LANDING_KEYS: readonly StorageKey[] = ['open_type', 'referral', 'r_valid', 'r_name'];

/** The enrollment process a staff account works in; the store's administrator enrolls nobody (docs/decisions/0106). */
export const EPROCESS_OF_ROLE = { agent: 'rep', group: 'group', admin: null } as const satisfies Record<StaffRole, string | null>;

/**
 * Where a staff account starts: a rep's or group's home. The store's administrator has no pages
 * of its own yet, only its two-factor set-up (docs/decisions/0106).
 */
export function staffHomePath(role: StaffRole): string {
  return { agent: paths.agentHome, group: paths.groupHome, admin: paths.twoFactorSetup }[role];
}

/** The role a staff page belongs to, by its last path segment (a landing prefix may precede it). */
export const roleOfStaffPage = (pathname: string): StaffRole | null => staffPageRole(pathname);

/**
 * Where a fresh sign-in goes: back to the staff page that sent the visitor here when it is one
 * of this role's (never an arbitrary URL), otherwise the role's home.
 */
export function signInTarget(role: StaffRole, next: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && roleOfStaffPage(next.split('?')[0] ?? '') === role) return next;
  return staffHomePath(role);
}

/** Writes only what differs, so re-checking the session does not re-render every reader. */
function put(key: StorageKey, value: string | number | null): void {
  const text = value === null ? null : String(value);
  if (storage.get(key) !== text) storage.setOrRemove(key, text);
}

/** The ids and role the staff pages read (spec 000 §3 keys), kept in line with the server session. */
export function storeStaffIdentity(session: StaffSession): void {
  put('eprocess', EPROCESS_OF_ROLE[session.role]);
  put('usertype', session.role);
  put('username', session.display_name);
  if (session.role === 'agent') {
    put('agent_id', session.agent_id);
    put('AGENT_ID', session.agent_id);
  } else {
    // A group administrator enrolls under their group; the group's rep comes from the server. (The
    // store's administrator has neither.)
    put('group_id', session.group_id);
    put('agent_id', null);
    put('AGENT_ID', null);
  }
}

/** A fresh sign-in starts clean: no earlier visitor's enrollment, landing mode or choices. */
export function startStaffSession(session: StaffSession): void {
  for (const key of [...STAFF_KEYS, ...LANDING_KEYS]) storage.remove(key);
  storeStaffIdentity(session);
}

/** Sign-out forgets the staff keys; device id, site and branding caches stay. */
export function clearStaffSession(): void {
  for (const key of STAFF_KEYS) storage.remove(key);
}
