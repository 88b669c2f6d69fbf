/**
 * Members' contact data from before it was sealed (docs/decisions/0094). Migration 0019 dropped the
 * clear columns and copied their values, as they were, into `member_contact_legacy`; until sealed
 * here (db/legacy-sealing.ts, at each start) the rows' sealed columns hold '' (which no seal makes).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { sealLegacyCopy, type LegacyCopy } from './legacy-sealing';
import { memberBeneficiaries, memberDependents, members } from './schema';
import type { DataCipher } from '../lib/data-cipher';
import { sealMemberContact, sealMemberValue } from '../lib/member-contact';

type LegacyRow = {
  table_name: 'members' | 'member_dependents' | 'member_beneficiaries';
  row_id: string;
  birthdate: string | null;
  email: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
};

/** Seals one row's clear values into it, only while it still holds the migration's '' (a later save wins). */
async function sealLegacyRow(tx: DbOrTx, cipher: DataCipher, row: LegacyRow) {
  const { row_id: id } = row;
  if (row.table_name === 'members') {
    const contact = sealMemberContact(cipher, id, {
      birthdate: row.birthdate ?? '1900-01-01',
      email: row.email ?? '',
      phone: row.phone,
      address1: row.address1,
      address2: row.address2,
    });
    await tx
      .update(members)
      .set(contact)
      .where(and(eq(members.id, id), eq(members.emailHash, '')));
  } else if (row.table_name === 'member_dependents') {
    const birthdateEnc = sealMemberValue(cipher, 'member_dependents:birthdate_enc', Number(id), row.birthdate ?? '1900-01-01');
    await tx
      .update(memberDependents)
      .set({ birthdateEnc })
      .where(and(eq(memberDependents.id, Number(id)), eq(memberDependents.birthdateEnc, '')));
  } else {
    const birthdateEnc = sealMemberValue(cipher, 'member_beneficiaries:birthdate_enc', Number(id), row.birthdate);
    await tx
      .update(memberBeneficiaries)
      .set({ birthdateEnc })
      .where(and(eq(memberBeneficiaries.id, Number(id)), isNull(memberBeneficiaries.birthdateEnc)));
  }
}

export async function sealLegacyMemberContact(db: Db, cipher: DataCipher, options: { batchSize?: number } = {}) {
  const copy: LegacyCopy<LegacyRow> = {
    table: 'member_contact_legacy',
    columns: ['table_name', 'row_id', 'birthdate', 'email', 'phone', 'address1', 'address2'],
    sealRow: (tx, row) => sealLegacyRow(tx, cipher, row),
    vacuum: ['members', 'member_dependents', 'member_beneficiaries'],
  };
  return sealLegacyCopy(db, copy, options);
}
