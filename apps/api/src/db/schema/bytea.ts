import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
