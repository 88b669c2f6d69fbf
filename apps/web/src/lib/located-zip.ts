import type { NearestZipData } from '@benefit-store/domain';
import { useSyncExternalStore } from 'react';

/** The zip nearest to the visitor, found after they allowed the location banner (docs/decisions/0040). */
export type LocatedZip = Pick<NearestZipData, 'zip' | 'city' | 'state'>;

/** Kept for the browser session only, so the plan finder can use it on any page the visitor opens next. */
const KEY = 'locatedZip';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LocatedZip | null } = { raw: null, value: null };

function read(): LocatedZip | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return cached.value;
  }
  if (raw === cached.raw) return cached.value;
  let value: LocatedZip | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<LocatedZip>) : null;
    if (parsed && /^\d{5}$/.test(parsed.zip ?? '')) value = { zip: parsed.zip!, city: parsed.city ?? '', state: parsed.state ?? '' };
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function setLocatedZip(place: LocatedZip): void {
  const raw = JSON.stringify({ zip: place.zip, city: place.city, state: place.state });
  try {
    sessionStorage.setItem(KEY, raw);
  } catch {
    // Without session storage the zip still reaches the page open now.
  }
  cached = { raw, value: place };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The located zip, or null until the visitor allowed their location and a zip was found. */
export function useLocatedZip(): LocatedZip | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** '60601 (Chicago, IL)' */
export function describeLocatedZip(place: LocatedZip): string {
  return place.city && place.state ? `${place.zip} (${place.city}, ${place.state})` : place.zip;
}
