import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';

const isDeviceId = (value: string | null): value is string => value !== null && value.length >= 8 && value.length <= 64;

/** 32 hex characters from the browser's random source (randomUUID needs a secure context; this does not). */
function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The device's id (spec 000 §9 "The device is identified by a generated device id"), kept in
 * local storage under `deviceId`; created on first use.
 */
export function readDeviceId(): string {
  const stored = storage.get('deviceId');
  if (isDeviceId(stored)) return stored;
  const created = newDeviceId();
  storage.set('deviceId', created);
  return created;
}

/** The device id for a component: a new one is stored after rendering (storage notifies other components). */
export function useDeviceId(): string | null {
  const [deviceId, setDeviceId] = useState<string | null>(() => {
    const stored = storage.get('deviceId');
    return isDeviceId(stored) ? stored : null;
  });
  useEffect(() => {
    if (deviceId === null) setDeviceId(readDeviceId());
  }, [deviceId]);
  return deviceId;
}

/** The page the visitor is on, as the lead and chat calls record it. */
export function currentWebUrl(): string {
  return `${window.location.origin}${window.location.pathname}`.slice(0, 2000);
}
