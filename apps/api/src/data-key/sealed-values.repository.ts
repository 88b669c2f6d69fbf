import { and, asc, eq, getTableColumns, getTableName, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  dataKeyCanary,
  emailOutbox,
  enrollments,
  quotes,
  memberBeneficiaries,
  memberDependents,
  members,
  paymentMethods,
  staffAccounts,
  storedFiles,
} from '../db/schema';
import type { SealedColumn } from '../lib/data-cipher';

type Place = { table: PgTable; id: PgColumn; value: PgColumn; only?: SQL };

/** Each sealed column's table, row id and value (a new sealed column must be listed: the type holds it to SEALED_COLUMNS). */
const PLACES: Record<SealedColumn, Place> = {
  'enrollments:primary_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.primaryInfoEnc },
  'enrollments:beneficiary_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.beneficiaryInfoEnc },
  'enrollments:health_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.healthInfoEnc },
  'enrollments:dependent_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.dependentInfoEnc },
  'enrollments:payment_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.paymentInfoEnc },
  'enrollments:agreement_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.agreementInfoEnc },
  'enrollments:plan_answers_enc': { table: enrollments, id: enrollments.id, value: enrollments.planAnswersEnc },
  'enrollments:filter_dob_enc': { table: enrollments, id: enrollments.id, value: enrollments.filterDobEnc },
  'enrollments:contact_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.contactInfoEnc },
  'enrollments:employer_info_enc': { table: enrollments, id: enrollments.id, value: enrollments.employerInfoEnc },
  'enrollments:email_enc': { table: enrollments, id: enrollments.id, value: enrollments.emailEnc },
  'members:ssn_enc': { table: members, id: members.id, value: members.ssnEnc },
  'members:ethnicity_enc': { table: members, id: members.id, value: members.ethnicityEnc },
  'members:health_info_enc': { table: members, id: members.id, value: members.healthInfoEnc },
  'members:birthdate_enc': { table: members, id: members.id, value: members.birthdateEnc },
  'members:email_enc': { table: members, id: members.id, value: members.emailEnc },
  'members:phone_enc': { table: members, id: members.id, value: members.phoneEnc },
  'members:address1_enc': { table: members, id: members.id, value: members.address1Enc },
  'members:address2_enc': { table: members, id: members.id, value: members.address2Enc },
  'member_dependents:ssn_enc': { table: memberDependents, id: memberDependents.id, value: memberDependents.ssnEnc },
  'member_dependents:health_info_enc': { table: memberDependents, id: memberDependents.id, value: memberDependents.healthInfoEnc },
  'member_dependents:birthdate_enc': { table: memberDependents, id: memberDependents.id, value: memberDependents.birthdateEnc },
  'member_beneficiaries:ssn_enc': { table: memberBeneficiaries, id: memberBeneficiaries.id, value: memberBeneficiaries.ssnEnc },
  'member_beneficiaries:birthdate_enc': { table: memberBeneficiaries, id: memberBeneficiaries.id, value: memberBeneficiaries.birthdateEnc },
  'payment_methods:account_number_enc': { table: paymentMethods, id: paymentMethods.id, value: paymentMethods.accountNumberEnc },
  'payment_methods:card_number_enc': { table: paymentMethods, id: paymentMethods.id, value: paymentMethods.cardNumberEnc },
  'stored_files:bytes': { table: storedFiles, id: storedFiles.id, value: storedFiles.bytes, only: eq(storedFiles.isSealed, true) },
  'staff_accounts:totp_secret': { table: staffAccounts, id: staffAccounts.id, value: staffAccounts.totpSecret },
  'email_outbox:message_enc': { table: emailOutbox, id: emailOutbox.id, value: emailOutbox.messageEnc },
  'quotes:recipient_enc': { table: quotes, id: quotes.id, value: quotes.recipientEnc },
  'data_key_canary:sealed': { table: dataKeyCanary, id: dataKeyCanary.id, value: dataKeyCanary.sealed },
};

export type SealedValue = { id: string | number; value: string | Buffer };

/** `table:column` of the place listed for a sealed column, as the database names them (the guard test compares). */
export function placeName(column: SealedColumn): string {
  const { table, value } = PLACES[column];
  return `${getTableName(table)}:${value.name}`;
}

/** The next `limit` sealed values of a column after row `afterId`, in id order (keyset pages: no offset drift). */
export async function readSealedPage(
  db: DbOrTx,
  column: SealedColumn,
  afterId: string | number | undefined,
  limit: number,
): Promise<SealedValue[]> {
  const { table, id, value, only } = PLACES[column];
  const rows = await db
    .select({ id, value })
    .from(table)
    .where(and(isNotNull(value), only, afterId === undefined ? undefined : gt(id, afterId)))
    .orderBy(asc(id))
    .limit(limit);
  return rows as SealedValue[];
}

/**
 * Replaces one sealed value only if it is still the one read (compare and set): a save by a
 * running server in between wins, and its value is met again by the next pass. Answers whether
 * it was replaced.
 */
export async function replaceSealedValue(db: DbOrTx, column: SealedColumn, row: SealedValue, next: string | Buffer): Promise<boolean> {
  const { table, id, value } = PLACES[column];
  const key = Object.entries(getTableColumns(table)).find(([, each]) => each === value)![0];
  const updated = await db
    .update(table)
    .set({ [key]: next })
    .where(and(eq(id, row.id), eq(value, row.value)))
    .returning({ id });
  return updated.length > 0;
}
