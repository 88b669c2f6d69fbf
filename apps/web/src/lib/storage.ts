import { EprocessSchema, OpenTypeSchema, type Eprocess, type OpenType } from '@benefit-store/domain';

/**
 * The local-storage keys of the specification (spec 000 §3, spec 001 §3). Only identifiers,
 * choices and display names live here: never SSNs, card or bank numbers, health answers or
 * signatures (DESIGN §5); those stay on the server behind the enrollment id.
 */
export const STORAGE_KEYS = [
  'agent_id',
  'AGENT_ID',
  'group_id',
  'portal_id',
  'portal_code',
  'portal_name',
  'eprocess',
  'open_type',
  'enroll_type',
  'tempId',
  'cartCount',
  'menuSelectedItem',
  'agent_code',
  'display_name',
  'repInfo',
  'referral',
  'r_valid',
  'r_name',
  'fromSite',
  'deviceId',
  'planList',
  'planId',
  'planName',
  'isFilterDataSubmitted',
  'isCurrentMemberAvailable',
  'show-quotation',
  'USER_ID',
  'user_id',
  'usertype',
  'username',
  'gname',
  'gcode',
  'state',
  'continue_track',
  'first_track',
  'nav_array',
  'navto',
  'enrollerCode',
  'isPremierPlan',
  'tempDepData',
  'isSpouseEnrollAccept',
  /** The enrollment whose existing-member health answers were loaded and saved once (spec 001 §4 "Health"). */
  'health_track',
  /** 'new_enrollment' once the cart is checked out (spec 000 §4); the wizard reads it. */
  'enrollment_mode',
  /**
   * The completed enrollment whose receipt this browser may show again on a reload (DESIGN §3
   * "Receipt"): only the completing browser's token opens it, for 30 days (docs/decisions/0090).
   */
  'receiptId',
  /** '1' once the location banner was answered or closed on this device; it does not ask again (docs/decisions/0104). */
  'locationBannerAnswered',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * The device's own settings, not the session's: clearing the session keeps them. Only what says
 * nothing about who used the browser belongs here (the device id names a rep chat, so it goes).
 */
const DEVICE_SETTINGS: readonly StorageKey[] = ['locationBannerAnswered'];

/** The enrollment mode the wizard runs in once the cart is checked out (spec 000 §4 "Cart checkout"), or an enrollment is resumed at a step. */
export const NEW_ENROLLMENT_MODE = 'new_enrollment';

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab changed the session (e.g. 'Not my site'): re-read.
  window.addEventListener('storage', () => notify());
}

export const storage = {
  get(key: StorageKey): string | null {
    return backend()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string | number | boolean): void {
    backend()?.setItem(key, String(value));
    notify();
  },
  /** Sets the key, or removes it when the value is missing. */
  setOrRemove(key: StorageKey, value: string | number | null | undefined): void {
    if (value === null || value === undefined || value === '') backend()?.removeItem(key);
    else backend()?.setItem(key, String(value));
    notify();
  },
  remove(key: StorageKey): void {
    backend()?.removeItem(key);
    notify();
  },
  /** Clears all local storage of the site, as the spec's entry points and 'Not my site' do, but the device's settings. */
  clear(): void {
    const store = backend();
    const kept = DEVICE_SETTINGS.flatMap((key) => {
      const value = store?.getItem(key);
      return value === null || value === undefined ? [] : [[key, value] as const];
    });
    store?.clear();
    for (const [key, value] of kept) store?.setItem(key, value);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version(): number {
    return version;
  },
};

/** The stored session, typed: what start-up, branding, the menu and the cart read. */
export interface StoredSession {
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  eprocess: Eprocess | null;
  openType: OpenType | null;
  tempId: string | null;
  referral: string | null;
  fromSite: string | null;
}

function readId(key: StorageKey): number | null {
  const value = Number(storage.get(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function readSession(): StoredSession {
  return {
    agentId: readId('agent_id'),
    groupId: readId('group_id'),
    portalId: readId('portal_id'),
    eprocess: EprocessSchema.safeParse(storage.get('eprocess')).data ?? null,
    openType: OpenTypeSchema.safeParse(storage.get('open_type')).data ?? null,
    tempId: storage.get('tempId') || null,
    referral: storage.get('referral') || null,
    fromSite: storage.get('fromSite') || null,
  };
}
