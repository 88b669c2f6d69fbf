/**
 * Existing-member prefill (spec 001 §4, §6: "existing members get beneficiary, health and
 * dependent data preloaded"): what the member's last enrollment left, in the shapes the wizard's
 * tabs store (`packages/domain/src/enrollment/tab-data.ts`), parsed with the tabs' schemas.
 *
 * The answer holds full SSNs and health answers, for the server's own use (copying into an
 * enrollment's sealed tabs). Callers check access first (`requireMemberAccess`) and mask SSNs
 * (last 4) before anything reaches a browser.
 */
import {
  BeneficiarySchema,
  ContactInfoSchema,
  DependentSchema,
  EmployerInfoSchema,
  formatUsDate,
  HealthInfoSchema,
  PersonalInfoSchema,
  type BeneficiaryInfo,
  type ContactInfo,
  type DependentInfo,
  type EmployerInfo,
  type HealthInfo,
  type PersonalInfo,
} from '@benefit-store/domain';
import * as z from 'zod';
import type { DbOrTx } from '../../db/client';
import type { MemberEthnicity } from '../../db/schema';
import { sealedAt, type DataCipher, type SealedColumn } from '../../lib/data-cipher';
import { openMemberContact, openMemberValue } from '../../lib/member-contact';
import { readMemberRecord, type MemberRecord } from './member-prefill.repository';

export type MemberPrefill = {
  /** Only what the member record holds: the wizard asks for the rest. */
  primary_info: Partial<PersonalInfo>;
  contact_info: Partial<ContactInfo>;
  employer_info: EmployerInfo | null;
  beneficiary_info: BeneficiaryInfo;
  primary_health_info: HealthInfo | null;
  dependent_info: DependentInfo;
};

const MemberEthnicitySchema = z.object({
  categoryId: z.number().int(),
  otherType: z.string().nullable(),
}) satisfies z.ZodType<MemberEthnicity>;

/** The member's prefill, or undefined for an unknown member. */
export async function readMemberPrefill(db: DbOrTx, cipher: DataCipher, memberId: string): Promise<MemberPrefill | undefined> {
  const record = await readMemberRecord(db, memberId);
  return record && toPrefill(record, cipher);
}

const usDate = (iso: string | null) => (iso ? formatUsDate(iso) : null);
const flag = (value: boolean | null) => (value === null ? null : value ? '1' : '0');

function toPrefill({ member, employer, dependents, beneficiaries }: MemberRecord, cipher: DataCipher): MemberPrefill {
  // Each value opens only at its own row and column (docs/decisions/0047).
  const unseal = (sealed: string | null, column: SealedColumn, rowId: string | number) =>
    sealed ? cipher.decrypt(sealed, sealedAt(column, rowId)) : null;
  const unsealHealth = (sealed: string | null, column: SealedColumn, rowId: string | number) =>
    sealed ? HealthInfoSchema.parse(cipher.decryptJson<unknown>(sealed, sealedAt(column, rowId))) : null;
  const contact = openMemberContact(cipher, member);
  const ethnicity = member.ethnicityEnc
    ? MemberEthnicitySchema.parse(cipher.decryptJson<unknown>(member.ethnicityEnc, sealedAt('members:ethnicity_enc', member.id)))
    : null;
  return {
    primary_info: PersonalInfoSchema.partial().parse({
      first_name: member.firstName,
      middle_name: member.middleName,
      last_name: member.lastName,
      birthdate: formatUsDate(contact.birthdate),
      gender: member.gender,
      height_feet: member.heightFeet,
      height_inch: member.heightInch,
      weight: member.weight,
      marital_status: member.maritalStatus,
      ssn: unseal(member.ssnEnc, 'members:ssn_enc', member.id),
      prior_coverage_flag: flag(member.hasPriorCoverage),
      prior_carrier_name: member.priorCarrierName,
      prior_effective_date: usDate(member.priorEffectiveDate),
      prior_term_date: usDate(member.priorTermDate),
      ethnic_category: ethnicity?.categoryId ?? null,
      ethnic_category_other_type: ethnicity?.otherType ?? null,
    }),
    contact_info: ContactInfoSchema.partial().parse({
      address1: contact.address1 ?? undefined,
      address2: contact.address2,
      city: member.city ?? undefined,
      state: member.state ?? undefined,
      zip: member.zip ?? undefined,
      zip4: member.zip4,
      phone_number: contact.phone ?? undefined,
      email_address: contact.email,
      birth_state: member.birthState,
      birth_city: member.birthCity,
    }),
    employer_info: employer
      ? EmployerInfoSchema.parse({
          name: employer.name,
          phone: employer.phone,
          address1: employer.address1,
          address2: employer.address2,
          city: employer.city,
          state: employer.state,
          zip: employer.zip,
          average_work_week: employer.averageWorkWeek,
          employment_start_date: usDate(employer.employmentStartDate),
          occupation: employer.occupation,
          compensation_type: employer.compensationType,
          employment_status: employer.employmentStatus,
          emp_industry: employer.industry,
          emp_num_employed: employer.employeeCount,
          emp_vac_policy: employer.vacationPolicy,
          emp_barg_unit: employer.bargainingUnit,
          holiday_policy: employer.holidayPolicy,
        })
      : null,
    beneficiary_info: {
      beneficiaries: beneficiaries.map((beneficiary) =>
        BeneficiarySchema.parse({
          beneficiary_id: beneficiary.id,
          first_name: beneficiary.firstName,
          middle_name: beneficiary.middleName,
          last_name: beneficiary.lastName,
          birthdate: usDate(openMemberValue(cipher, 'member_beneficiaries:birthdate_enc', beneficiary.id, beneficiary.birthdateEnc)),
          ssn: unseal(beneficiary.ssnEnc, 'member_beneficiaries:ssn_enc', beneficiary.id),
          relationship: beneficiary.relationship,
          beneficiary_percentage: beneficiary.percentage,
        }),
      ),
    },
    primary_health_info: unsealHealth(member.healthInfoEnc, 'members:health_info_enc', member.id),
    dependent_info: {
      dependents: dependents.map((dependent) =>
        DependentSchema.parse({
          primary_info: {
            dependent_id: dependent.id,
            first_name: dependent.firstName,
            middle_name: dependent.middleName,
            last_name: dependent.lastName,
            birthdate: formatUsDate(openMemberValue(cipher, 'member_dependents:birthdate_enc', dependent.id, dependent.birthdateEnc)),
            ssn: unseal(dependent.ssnEnc, 'member_dependents:ssn_enc', dependent.id),
            relationship: dependent.relationship,
            weight: dependent.weight,
            height_feet: dependent.heightFeet,
            height_inch: dependent.heightInch,
            gender: dependent.gender,
            is_disabled: dependent.isDisabled ? '1' : '0',
          },
          health_info: unsealHealth(dependent.healthInfoEnc, 'member_dependents:health_info_enc', dependent.id),
        }),
      ),
    },
  };
}
