/**
 * What an existing member's enrollment starts from (spec 001 §6: existing members get their data
 * preloaded): the member's stored details in each step's wire names. Personal numbers stay masked.
 */
import { formatUsDate } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { findMember } from './wizard.repository';

export type MemberPrefill = { personal: Record<string, unknown>; contact: Record<string, unknown> };

const text = (value: string | number | null) => (value === null ? null : String(value));

export async function memberPrefill(db: DbOrTx, memberId: string | null): Promise<MemberPrefill | undefined> {
  if (memberId === null) return undefined;
  const member = await findMember(db, memberId);
  if (!member) return undefined;
  return {
    personal: {
      first_name: member.firstName,
      middle_name: member.middleName,
      last_name: member.lastName,
      height_feet: text(member.heightFeet),
      height_inch: text(member.heightInch),
      weight: text(member.weight),
      marital_status: member.maritalStatus,
      ssn: member.ssnLast4 ? `xxxxxxxx${member.ssnLast4}` : null,
      birthdate: formatUsDate(member.birthdate),
      gender: member.gender,
    },
    contact: {
      email_address: member.email,
      phone_number: member.phone,
      address1: member.address1,
      address2: member.address2,
      city: member.city,
      state: member.state,
      zip: member.zip,
    },
  };
}
