/**
 * Members' contact data from before it was sealed (docs/decisions/0094). Migration 0019 dropped the
 * clear columns and copied their values, as they were, into `member_contact_legacy` (SQL has no
 * data key); until sealed here the rows' sealed columns hold '' (which no seal makes). Each start
 * (`openDatabaseFromEnv`, the mail worker, the command line tools) runs this: it seals the copy into
 * its rows in batches, one transaction a batch that also deletes the batch's copy, drops the
 * emptied table, then rewrites the member tables' files so the dropped columns' old values leave
 * their pages. An interrupted run is finished by the next; once done it does nothing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
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

/**
 * The next `limit` clear rows, or undefined once the copy is gone. Servers starting together take
 * turns (a transaction lock): the later one finds the rows the first sealed gone.
 */
async function readLegacyBatch(tx: DbOrTx, limit: number): Promise<LegacyRow[] | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member_contact_legacy'))`);
  const exists = await tx.execute<{ name: string | null }>(sql`select to_regclass('member_contact_legacy')::text as name`);
  if (!exists.rows[0]?.name) return undefined;
  const rows = await tx.execute<LegacyRow>(
    sql`select table_name, row_id, birthdate, email, phone, address1, address2 from member_contact_legacy
        order by table_name, row_id limit ${limit}`,
  );
  return rows.rows;
}

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
  await tx.execute(sql`delete from member_contact_legacy where table_name = ${row.table_name} and row_id = ${id}`);
}

export async function sealLegacyMemberContact(
  db: Db,
  cipher: DataCipher,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<{ sealed: number } | undefined> {
  let sealed = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const batch = await readLegacyBatch(tx, batchSize);
      if (!batch) return 'absent';
      if (batch.length === 0) {
        await tx.execute(sql`drop table member_contact_legacy`);
        return 'dropped';
      }
      for (const row of batch) await sealLegacyRow(tx, cipher, row);
      sealed += batch.length;
      return 'sealed';
    });
    if (step === 'absent') return undefined;
    if (step === 'dropped') break;
  }
  await db.execute(sql`vacuum full members`);
  await db.execute(sql`vacuum full member_dependents`);
  await db.execute(sql`vacuum full member_beneficiaries`);
  return { sealed };
}
