import type { Db } from './client';
import { sealLegacyEnrollmentContact } from './legacy-enrollment-contact';
import { sealLegacyMemberContact } from './legacy-member-contact';
import type { DataCipher } from '../lib/data-cipher';

/** Run at every start, after the migrations: seals what a migration copied aside in clear (db/legacy-sealing.ts). */
export async function sealMigrationCopies(db: Db, cipher: DataCipher) {
  await sealLegacyMemberContact(db, cipher);
  await sealLegacyEnrollmentContact(db, cipher);
}
