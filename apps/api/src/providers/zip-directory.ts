import zipcodes from 'zipcodes';

export type ZipPlace = { zip: string; state: string; city: string };

/**
 * Zip -> state and city (DESIGN §3 "External checks"): one provider interface, with an offline
 * default over the `zipcodes` package's US database. A paid lookup service would implement the same.
 */
export type ZipDirectory = { lookup(zip: string): ZipPlace | undefined };

export const offlineZipDirectory: ZipDirectory = {
  lookup(zip) {
    if (!/^\d{5}$/.test(zip)) return undefined;
    const record = zipcodes.lookup(zip);
    if (!record || record.country !== 'US') return undefined;
    return { zip: record.zip, state: record.state, city: record.city };
  },
};
