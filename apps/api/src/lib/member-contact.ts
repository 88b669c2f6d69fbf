/**
 * Members' contact data at rest (docs/decisions/0094): birth dates (of members, dependents and
 * beneficiaries), e-mail addresses, phone numbers and street lines are sealed like SSNs, each bound
 * to its row and column; the e-mail also leaves a keyed hash, so the existing-member check can
 * find an address without opening every row. Every writer and reader of those columns goes
 * through here.
 */
import { sealedAt, type DataCipher, type SealedColumn } from './data-cipher';

/** What the members table seals of a member: the ISO birth date, the address as typed, phone digits, street lines. */
export type MemberContact = {
  birthdate: string;
  email: string;
  phone: string | null;
  address1: string | null;
  address2: string | null;
};

/** The same, as the members table holds it. */
export type SealedMemberContact = {
  birthdateEnc: string;
  emailEnc: string;
  emailHash: string;
  phoneEnc: string | null;
  address1Enc: string | null;
  address2Enc: string | null;
};

type MemberTableColumn = Extract<SealedColumn, `members:${string}` | `member_dependents:${string}` | `member_beneficiaries:${string}`>;

/** Seals one value of a member table at its row and column; null stays null. */
export function sealMemberValue<T extends string | null>(
  cipher: DataCipher,
  column: MemberTableColumn,
  rowId: string | number,
  plain: T,
): T {
  return (plain === null ? null : cipher.encrypt(plain, sealedAt(column, rowId))) as T;
}

/** Opens one sealed value of a member table; null stays null. */
export function openMemberValue<T extends string | null>(
  cipher: DataCipher,
  column: MemberTableColumn,
  rowId: string | number,
  sealed: T,
): T {
  return (sealed === null ? null : cipher.decrypt(sealed, sealedAt(column, rowId))) as T;
}

/** The address as members are looked up by it: a keyed hash of it trimmed and lower-cased (stable across key rotations). */
export function memberEmailHash(keys: Pick<DataCipher, 'keyedHash'>, email: string): string {
  return keys.keyedHash(`members:email:${email.trim().toLowerCase()}`);
}

export function sealMemberContact(cipher: DataCipher, memberId: string, contact: MemberContact): SealedMemberContact {
  return {
    birthdateEnc: sealMemberValue(cipher, 'members:birthdate_enc', memberId, contact.birthdate),
    emailEnc: sealMemberValue(cipher, 'members:email_enc', memberId, contact.email),
    emailHash: memberEmailHash(cipher, contact.email),
    phoneEnc: sealMemberValue(cipher, 'members:phone_enc', memberId, contact.phone),
    address1Enc: sealMemberValue(cipher, 'members:address1_enc', memberId, contact.address1),
    address2Enc: sealMemberValue(cipher, 'members:address2_enc', memberId, contact.address2),
  };
}

export function openMemberContact(cipher: DataCipher, row: { id: string } & Omit<SealedMemberContact, 'emailHash'>): MemberContact {
  return {
    birthdate: openMemberValue(cipher, 'members:birthdate_enc', row.id, row.birthdateEnc),
    email: openMemberValue(cipher, 'members:email_enc', row.id, row.emailEnc),
    phone: openMemberValue(cipher, 'members:phone_enc', row.id, row.phoneEnc),
    address1: openMemberValue(cipher, 'members:address1_enc', row.id, row.address1Enc),
    address2: openMemberValue(cipher, 'members:address2_enc', row.id, row.address2Enc),
  };
}
