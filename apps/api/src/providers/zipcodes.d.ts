/** Types for the `zipcodes` package (offline US zip database), the part this store uses. */
declare module 'zipcodes' {
  export type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  const zipcodes: { lookup(zip: string | number): ZipRecord | undefined; codes: Record<string, ZipRecord> };
  export default zipcodes;
}
