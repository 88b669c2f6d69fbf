import zipcodes, { type ZipRecord } from 'zipcodes';

export type ZipPlace = { zip: string; state: string; city: string };
/** A zip near a position, with the distance from the position to the zip's centre. */
export type NearbyZip = ZipPlace & { miles: number };

/**
 * Zip -> state and city, and position -> nearest zip (DESIGN §3 "External checks"): one provider
 * interface, with an offline default over the `zipcodes` package's US database. A paid lookup
 * service would implement the same.
 */
export type ZipDirectory = {
  lookup(zip: string): ZipPlace | undefined;
  /** The US zip whose centre is nearest the position, when one lies within `withinMiles`. */
  nearest(latitude: number, longitude: number, withinMiles: number): NearbyZip | undefined;
};

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

let usZips: ZipRecord[] | undefined;
/** The database's US zips that carry a position, read once. */
function zipsWithPosition(): ZipRecord[] {
  usZips ??= Object.values(zipcodes.codes).filter(
    (record) =>
      record.country === 'US' && /^\d{5}$/.test(record.zip) && Number.isFinite(record.latitude) && Number.isFinite(record.longitude),
  );
  return usZips;
}

export const offlineZipDirectory: ZipDirectory = {
  lookup(zip) {
    if (!/^\d{5}$/.test(zip)) return undefined;
    const record = zipcodes.lookup(zip);
    if (!record || record.country !== 'US') return undefined;
    return { zip: record.zip, state: record.state, city: record.city };
  },
  nearest(latitude, longitude, withinMiles) {
    const position = { latitude, longitude };
    let best: { record: ZipRecord; miles: number } | undefined;
    for (const record of zipsWithPosition()) {
      const miles = milesBetween(position, record);
      if (!best || miles < best.miles) best = { record, miles };
    }
    if (!best || best.miles > withinMiles) return undefined;
    return { zip: best.record.zip, state: best.record.state, city: best.record.city, miles: Math.round(best.miles * 10) / 10 };
  },
};
