/**
 * Enrollments' contact data from before it was sealed (docs/decisions/0095). Migration 0020 dropped
 * the clear columns (and the filter's date of birth) and copied their values, as they were, into
 * `enrollment_contact_legacy`; until sealed here (db/legacy-sealing.ts, at each start) a continue
 * code's and a quote's keyed hash hold '' (which no hash makes), so no old code matches before then.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import { sealLegacyCopy, type LegacyCopy } from './legacy-sealing';
import { continueCodes, enrollments, quotes } from './schema';
import { sealedAt, type DataCipher } from '../lib/data-cipher';
import { addressHash, sealFilterDob, sealQuoteRecipient, sealSavedEmail } from '../lib/enrollment-contact';

type LegacyRow = {
  table_name: 'enrollments' | 'continue_codes' | 'quotes';
  row_id: string;
  filter_dob: string | null;
  contact_info: string | null;
  employer_info: string | null;
  email: string | null;
  name: string | null;
};

const sealJson = (cipher: DataCipher, column: 'contact_info_enc' | 'employer_info_enc', id: string, json: string | null) =>
  json === null ? undefined : cipher.encryptJson(JSON.parse(json), sealedAt(`enrollments:${column}`, id));

/** Seals one row's clear values into it, only where a later save has not written the column since. */
async function sealLegacyRow(tx: DbOrTx, cipher: DataCipher, row: LegacyRow) {
  const { row_id: id } = row;
  if (row.table_name === 'enrollments') {
    // One statement: each column takes the sealed copy only while a later save has not written it.
    const keep = (column: AnyPgColumn, value: string | undefined) => (value === undefined ? column : sql`coalesce(${column}, ${value})`);
    await tx
      .update(enrollments)
      .set({
        filterDobEnc: keep(enrollments.filterDobEnc, row.filter_dob === null ? undefined : sealFilterDob(cipher, id, row.filter_dob)),
        contactInfoEnc: keep(enrollments.contactInfoEnc, sealJson(cipher, 'contact_info_enc', id, row.contact_info)),
        employerInfoEnc: keep(enrollments.employerInfoEnc, sealJson(cipher, 'employer_info_enc', id, row.employer_info)),
        emailEnc: keep(enrollments.emailEnc, row.email === null ? undefined : sealSavedEmail(cipher, id, row.email)),
      })
      .where(eq(enrollments.id, id));
  } else if (row.table_name === 'continue_codes') {
    await tx
      .update(continueCodes)
      .set({ emailHash: addressHash(cipher, row.email ?? '') })
      .where(and(eq(continueCodes.id, id), eq(continueCodes.emailHash, '')));
  } else {
    await tx
      .update(quotes)
      .set(sealQuoteRecipient(cipher, id, { name: row.name ?? '', email: row.email ?? '' }))
      .where(and(eq(quotes.id, id), eq(quotes.emailHash, '')));
  }
}

export async function sealLegacyEnrollmentContact(db: Db, cipher: DataCipher, options: { batchSize?: number } = {}) {
  const copy: LegacyCopy<LegacyRow> = {
    table: 'enrollment_contact_legacy',
    columns: ['table_name', 'row_id', 'filter_dob', 'contact_info', 'employer_info', 'email', 'name'],
    sealRow: (tx, row) => sealLegacyRow(tx, cipher, row),
    vacuum: ['enrollments', 'continue_codes', 'quotes'],
  };
  return sealLegacyCopy(db, copy, options);
}
