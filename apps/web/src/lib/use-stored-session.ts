import { useSyncExternalStore } from 'react';
import { readSession, storage, type StoredSession } from './storage';

let cached: { version: number; session: StoredSession } | undefined;

function snapshot(): StoredSession {
  const version = storage.version();
  if (!cached || cached.version !== version) cached = { version, session: readSession() };
  return cached.session;
}

/** The stored session, re-rendering whenever this tab or another one changes it. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(storage.subscribe, snapshot, snapshot);
}
