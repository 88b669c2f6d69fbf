/**
 * What a completed enrollment leaves on its member (DESIGN §3 "Completion"): the tabs' data in
 * the members tables' shapes, so that the next enrollment as an existing member is prefilled
 * with it (members/member-prefill.ts reads these columns back). Personal numbers, health
 * answers, birth dates and contact data (docs/decisions/0094) are sealed, each bound to its row
 * (so the rows' ids are drawn before they are written); payment numbers keep their last 4 for masked display.
 */
import { parseUsDate, type EmployerInfo, type PaymentInfo, type TabData } from '@benefit-store/domain';
import type { MemberEthnicity } from '../../db/schema';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { filterDobOf } from '../../lib/enrollment-contact';
import { sealMemberContact, sealMemberValue } from '../../lib/member-contact';
import type { Enrollment } from '../../lib/enrollment-access';
import type { BeneficiaryRow, DependentRow, EmployerRow, MemberValues, PaymentRow } from './completion.repository';

/** 'mm/dd/yyyy' (or already ISO) as the ISO date a date column takes; null when absent or unreadable. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return parseUsDate(value) ?? null;
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined || value === '' ? null : value);
const digits = (value: string | null | undefined) => (value ? value.replace(/\D/g, '') : '');

export function memberValues(cipher: DataCipher, enrollment: Enrollment, tabs: Partial<TabData>, memberId: string): MemberValues {
  const personal = tabs.primary_info!;
  const contact = tabs.contact_info!;
  const ssn = digits(personal.ssn);
  const prior = personal.prior_coverage_flag;
  const ethnicity: MemberEthnicity | null =
    personal.ethnic_category === null || personal.ethnic_category === undefined
      ? null
      : { categoryId: personal.ethnic_category, otherType: orNull(personal.ethnic_category_other_type) };
  return {
    // An existing member keeps the rep, group and portal it has when this enrollment names none.
    agentId: enrollment.agentId ?? undefined,
    groupId: enrollment.groupId ?? undefined,
    portalId: enrollment.portalId ?? undefined,
    firstName: personal.first_name,
    middleName: orNull(personal.middle_name),
    lastName: personal.last_name,
    gender: personal.gender,
    ...sealMemberContact(cipher, memberId, {
      birthdate: isoDate(personal.birthdate) ?? filterDobOf(cipher, enrollment) ?? '1900-01-01',
      email: contact.email_address,
      phone: orNull(digits(contact.phone_number)),
      address1: contact.address1,
      address2: orNull(contact.address2),
    }),
    ssnEnc: ssn ? cipher.encrypt(ssn, sealedAt('members:ssn_enc', memberId)) : null,
    ssnLast4: ssn ? ssn.slice(-4) : null,
    city: contact.city,
    state: contact.state.toUpperCase(),
    zip: contact.zip,
    zip4: orNull(contact.zip4),
    birthState: orNull(contact.birth_state)?.toUpperCase() ?? null,
    birthCity: orNull(contact.birth_city),
    heightFeet: personal.height_feet ?? null,
    heightInch: personal.height_inch ?? null,
    weight: personal.weight ?? null,
    maritalStatus: personal.marital_status ?? null,
    ethnicityEnc: ethnicity ? cipher.encryptJson(ethnicity, sealedAt('members:ethnicity_enc', memberId)) : null,
    hasPriorCoverage: prior === '1' ? true : prior === '0' ? false : null,
    priorCarrierName: prior === '1' ? orNull(personal.prior_carrier_name) : null,
    priorEffectiveDate: prior === '1' ? isoDate(personal.prior_effective_date) : null,
    priorTermDate: prior === '1' ? isoDate(personal.prior_term_date) : null,
    // The last health answers stay for the next enrollment's prefill; an enrollment that asked none leaves the old ones.
    ...(tabs.primary_health_info
      ? { healthInfoEnc: cipher.encryptJson(tabs.primary_health_info, sealedAt('members:health_info_enc', memberId)) }
      : {}),
  };
}

/** How many beneficiary and dependent rows the enrollment leaves (their ids are drawn first: `memberFamily`). */
export function familySize(tabs: Partial<TabData>): { beneficiaries: number; dependents: number } {
  return { beneficiaries: tabs.beneficiary_info?.beneficiaries.length ?? 0, dependents: tabs.dependent_info?.dependents.length ?? 0 };
}

/** Beneficiaries and dependents (with their health answers) under the ids drawn for them; null for a list this enrollment did not ask for. */
export function memberFamily(
  cipher: DataCipher,
  tabs: Partial<TabData>,
  ids: { beneficiaries: number[]; dependents: number[] },
): { beneficiaries: BeneficiaryRow[] | null; dependents: DependentRow[] | null } {
  const seal = (value: string | null | undefined, where: string) => (digits(value) ? cipher.encrypt(digits(value), where) : null);
  return {
    beneficiaries:
      tabs.beneficiary_info?.beneficiaries.map((b, index) => ({
        id: ids.beneficiaries[index]!,
        firstName: b.first_name,
        middleName: orNull(b.middle_name),
        lastName: b.last_name,
        birthdateEnc: sealMemberValue(cipher, 'member_beneficiaries:birthdate_enc', ids.beneficiaries[index]!, isoDate(b.birthdate)),
        ssnEnc: seal(b.ssn, sealedAt('member_beneficiaries:ssn_enc', ids.beneficiaries[index]!)),
        relationship: b.relationship,
        percentage: b.beneficiary_percentage,
      })) ?? null,
    dependents:
      tabs.dependent_info?.dependents.map(({ primary_info: d, health_info }, index) => ({
        id: ids.dependents[index]!,
        relationship: d.relationship,
        firstName: d.first_name,
        middleName: orNull(d.middle_name),
        lastName: d.last_name,
        birthdateEnc: sealMemberValue(
          cipher,
          'member_dependents:birthdate_enc',
          ids.dependents[index]!,
          isoDate(d.birthdate) ?? '1900-01-01',
        ),
        gender: d.gender,
        ssnEnc: seal(d.ssn, sealedAt('member_dependents:ssn_enc', ids.dependents[index]!)),
        heightFeet: d.height_feet ?? null,
        heightInch: d.height_inch ?? null,
        weight: d.weight ?? null,
        isDisabled: d.is_disabled === '1',
        healthInfoEnc: health_info
          ? cipher.encryptJson(health_info, sealedAt('member_dependents:health_info_enc', ids.dependents[index]!))
          : null,
      })) ?? null,
  };
}

export function employerRow(employer: EmployerInfo): EmployerRow {
  return {
    name: employer.name,
    phone: orNull(digits(employer.phone)),
    address1: orNull(employer.address1),
    address2: orNull(employer.address2),
    city: orNull(employer.city),
    state: orNull(employer.state)?.toUpperCase() ?? null,
    zip: orNull(employer.zip),
    averageWorkWeek: orNull(employer.average_work_week),
    employmentStartDate: isoDate(employer.employment_start_date),
    occupation: orNull(employer.occupation),
    compensationType: employer.compensation_type ?? null,
    employmentStatus: employer.employment_status ?? null,
    industry: orNull(employer.emp_industry),
    employeeCount: employer.emp_num_employed ?? null,
    vacationPolicy: orNull(employer.emp_vac_policy),
    bargainingUnit: orNull(employer.emp_barg_unit),
    holidayPolicy: (employer.holiday_policy ?? null) as EmployerRow['holidayPolicy'],
  };
}

/** A new bank account or card to keep (as row `id`); undefined for an existing one chosen again or a method without numbers. */
export function paymentRow(cipher: DataCipher, billing: PaymentInfo, id: string): PaymentRow | undefined {
  const account = digits(billing.account_number);
  if (billing.payment_method === 'eft' && !billing.bank_id && account) {
    return {
      id,
      kind: 'bank',
      bankName: orNull(billing.bank_name),
      routingNumber: orNull(digits(billing.routing_number)),
      accountNumberEnc: cipher.encrypt(account, sealedAt('payment_methods:account_number_enc', id)),
      accountType: billing.account_type ?? null,
      accountHolderType: billing.account_holder_type ?? null,
      accountName: orNull(billing.account_name),
      last4: account.slice(-4),
    };
  }
  const card = digits(billing.card_number);
  if (billing.payment_method === 'cc' && !billing.card_id && card) {
    return {
      id,
      kind: 'card',
      cardNumberEnc: cipher.encrypt(card, sealedAt('payment_methods:card_number_enc', id)),
      nameOnCard: [billing.first_name_on_cc, billing.last_name_on_cc].filter(Boolean).join(' ') || null,
      expirationMonth: orNull(billing.expiration_month),
      expirationYear: orNull(billing.expiration_year),
      last4: card.slice(-4),
    };
  }
  return undefined;
}
